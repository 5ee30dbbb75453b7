import { describe, expect, it } from 'vitest';
import { holidayCalendar } from './calendar';
import { complaintDeadline } from './complaint-deadline';

// Fixed holidays of Law 2429 that matter here, and 2026's Ramazan Bayramı (20–22 March, arife 19th half day).
const calendar = holidayCalendar(
  [
    { month: 1, day: 1, name: 'Yılbaşı', halfDay: false, fromYear: 1981 },
    { month: 10, day: 29, name: 'Cumhuriyet Bayramı', halfDay: false, fromYear: 1981 },
    { month: 10, day: 28, name: 'Cumhuriyet Bayramı arifesi', halfDay: true, fromYear: 1981 },
  ],
  [
    { date: '2026-03-19', name: 'Ramazan Bayramı arifesi', halfDay: true },
    { date: '2026-03-20', name: 'Ramazan Bayramı 1. gün', halfDay: false },
    { date: '2026-03-21', name: 'Ramazan Bayramı 2. gün', halfDay: false },
    { date: '2026-03-22', name: 'Ramazan Bayramı 3. gün', halfDay: false },
  ],
);

describe('complaint answer deadlines', () => {
  it('gives a petition 30 days (3071 art. 7): received Monday 2 March 2026 → Wednesday 1 April', () => {
    expect(complaintDeadline('2026-03-02', '3071', calendar)).toBe('2026-04-01');
  });

  it('moves a petition deadline off a weekend: received 1 October 2026 → 31 October is a Saturday → Monday 2 November', () => {
    expect(complaintDeadline('2026-10-01', '3071', calendar)).toBe('2026-11-02');
  });

  it('counts 15 working days for an information request (4982 art. 11), skipping weekends and the bayram', () => {
    // From Tue 17 March 2026: 18, 19 (arife, half day: works), [20 Fri holiday], 23–27, 30, 31, 1, 2, 3, 6, 7, 8 → 15th is Wed 8 April.
    expect(complaintDeadline('2026-03-17', '4982', calendar)).toBe('2026-04-08');
    // From Mon 26 October 2026: 27, 28 (half day), [29 holiday], 30, 2–6, 9–13, 16, 17 → Tue 17 November.
    expect(complaintDeadline('2026-10-26', '4982', calendar)).toBe('2026-11-17');
  });

  it('counts weekends only for a year whose moving holidays are not loaded', () => {
    // 2030 is unknown: from Wed 2 January 2030, 15 weekdays → Wed 23 January.
    expect(complaintDeadline('2030-01-02', '4982', calendar)).toBe('2030-01-23');
  });
});
