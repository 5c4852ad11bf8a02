import { describe, expect, it } from 'vitest';
import { editRequestsHref, parseEditRequestStatus, parseHighlightId } from './edit-request-search';

describe('/admin/rule-edit-requests query', () => {
  it('accepts only PENDING, APPROVED and REJECTED; anything else reads as PENDING', () => {
    expect(parseEditRequestStatus('APPROVED')).toBe('APPROVED');
    expect(parseEditRequestStatus('REJECTED')).toBe('REJECTED');
    expect(parseEditRequestStatus('PENDING')).toBe('PENDING');
    for (const other of ['approved', 'CANCELLED', '', ' APPROVED', 1, null, undefined, ['APPROVED']]) {
      expect(parseEditRequestStatus(other)).toBe('PENDING');
    }
  });

  it('reads highlight as a positive id, whether the router parsed it as a number or not', () => {
    expect(parseHighlightId(12)).toBe(12);
    expect(parseHighlightId('12')).toBe(12);
    for (const bad of [0, -3, 1.5, '12abc', '', '0012', 'NaN', null, undefined, '99999999999999999999']) {
      expect(parseHighlightId(bad)).toBeNull();
    }
  });

  it('builds the links the dashboard uses', () => {
    expect(editRequestsHref('REJECTED')).toBe('/admin/rule-edit-requests?status=REJECTED');
    expect(editRequestsHref('PENDING', 7)).toBe('/admin/rule-edit-requests?status=PENDING&highlight=7');
  });
});
