// One file per area; each area's tables are created by its own numbered SQL migration.
export * from './foundation';
export * from './dictionaries';
export * from './trackingDomains';
export * from './offers';
export * from './traffic';
export * from './uiSettings';
export * from './users';
export * from './colorSchemes';
export * from './clicks';
export * from './security';
export * from './conversions';
export * from './postbacks';
export * from './billing';
export * from './brokers';
export * from './caps';
export * from './alerts';
export * from './leads';
