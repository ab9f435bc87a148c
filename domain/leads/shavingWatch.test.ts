import { describe, expect, it } from 'vitest';
import { declineEvidence, declinesFlagged, ftdDropEvidence, ftdRateDropped, percentText } from './shavingWatch';

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

describe('shaving watch: leads declined soon after acceptance, deposits taken back', () => {
  it('flags any deposit taken back', () => {
    expect(declinesFlagged({ accepted: 100, declinedSoon: 0, ftdTakenBack: 1 })).toBe(true);
  });

  it('flags enough declines soon after acceptance, by count and by share', () => {
    expect(declinesFlagged({ accepted: 15, declinedSoon: 5, ftdTakenBack: 0 })).toBe(true); // 33 %
    expect(declinesFlagged({ accepted: 20, declinedSoon: 5, ftdTakenBack: 0 })).toBe(false); // 25 %
    expect(declinesFlagged({ accepted: 4, declinedSoon: 4, ftdTakenBack: 0 })).toBe(false); // too few
    expect(declinesFlagged({ accepted: 0, declinedSoon: 6, ftdTakenBack: 0 })).toBe(true); // accepted before the window
  });

  it('words the evidence in figures', () => {
    expect(declineEvidence('Desk B', { accepted: 15, declinedSoon: 6, ftdTakenBack: 1 })).toBe('Desk B: 6/15, FTD 1');
  });
});
