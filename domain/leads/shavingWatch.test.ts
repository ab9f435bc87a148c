import { describe, expect, it } from 'vitest';
import { ftdDropEvidence, ftdRateDropped, percentText } from './shavingWatch';

describe('shaving watch: a broker’s FTD rate against its own norm', () => {
  it('flags a rate below half the norm, with enough leads behind both', () => {
    // norm 25/300 = 8.3 %; recent 2/120 = 1.7 %
    expect(ftdRateDropped({ recentAccepted: 120, recentFtds: 2, normAccepted: 300, normFtds: 25 })).toBe(true);
    // exactly half the norm is not below it: 5/120 = 4.17 % vs 8.33 % / 2 = 4.17 %
    expect(ftdRateDropped({ recentAccepted: 120, recentFtds: 5, normAccepted: 300, normFtds: 25 })).toBe(false);
    expect(ftdRateDropped({ recentAccepted: 120, recentFtds: 10, normAccepted: 300, normFtds: 25 })).toBe(false);
  });

  it('says nothing without enough volume: few recent leads, or no norm to fall from', () => {
    expect(ftdRateDropped({ recentAccepted: 29, recentFtds: 0, normAccepted: 300, normFtds: 25 })).toBe(false);
    expect(ftdRateDropped({ recentAccepted: 120, recentFtds: 0, normAccepted: 300, normFtds: 4 })).toBe(false);
    expect(ftdRateDropped({ recentAccepted: 120, recentFtds: 0, normAccepted: 0, normFtds: 0 })).toBe(false);
  });

  it('words the evidence with both windows', () => {
    expect(percentText(25, 300)).toBe('8.3 %');
    expect(percentText(1, 8)).toBe('12.5 %');
    expect(percentText(0, 0)).toBe('0.0 %');
    expect(ftdDropEvidence('Desk A', { recentAccepted: 120, recentFtds: 2, normAccepted: 300, normFtds: 25 })).toBe(
      'Desk A: 2/120 (1.7 %) vs 25/300 (8.3 %)',
    );
  });
});
