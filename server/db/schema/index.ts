// One file per area; each area's tables are created by its own numbered SQL migration.
export * from './foundation';
