// The package ships its types (index.d.ts) but its package.json "exports" does not name them, so a
// bundler-resolving type-check cannot find them: the part test/ui/fastComputedStyle.ts uses.
declare module '@bramus/specificity' {
  export default class Specificity {
    static calculate(selector: string): Specificity[];
    static max(...specificities: Specificity[]): Specificity;
    static compare(a: Specificity, b: Specificity): number;
  }
}
