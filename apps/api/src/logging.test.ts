import { describe, expect, it } from 'vitest';
import { scrubLogObject, scrubText } from './logging';

describe('log scrubbing', () => {
  it('masks a TCKN and a card number inside free text', () => {
    expect(scrubText('login failed for 17291716060 with card 4355084355084358')).toBe(
      'login failed for 172******60 with card 435508******4358',
    );
  });
  it('removes passwords, tokens and card fields wherever they sit', () => {
    const scrubbed = scrubLogObject({ body: { userName: 'web', password: 'Gizli123!', nested: { Pan: '4938410157705591', cv2: '000' } } });
    expect(JSON.stringify(scrubbed)).not.toMatch(/Gizli123|4938410157705591|"000"/);
    expect(scrubbed).toEqual({ body: { userName: 'web', password: '[gizli]', nested: { Pan: '[gizli]', cv2: '[gizli]' } } });
  });
});
