import { actionLabel, detailLines } from './audit-wording';

describe('the audit log in words', () => {
  it("names the actions the API writes in the owner's words", () => {
    expect(actionLabel('staff.added')).toBe('Added to the staff');
    expect(actionLabel('staff.invited')).toBe('Invited to the staff');
    expect(actionLabel('staff.removed')).toBe('Removed from the staff');
    expect(actionLabel('owner.made')).toBe('Made the owner');
    expect(actionLabel('order.refunded')).toBe('Refunded an order');
    expect(actionLabel('blog.image_uploaded')).toBe('Uploaded a blog post’s image');
    expect(actionLabel('blog.unpublished')).toBe('Unpublished a blog post');
    expect(actionLabel('page.updated')).toBe('Edited a policy page');
    expect(actionLabel('message.replied')).toBe('Marked a message replied');
    expect(actionLabel('settings.updated')).toBe('Changed the settings');
  });

  it('shows an action it does not know as the API wrote it', () => {
    expect(actionLabel('settings.reset')).toBe('settings.reset');
  });

  it('turns the details into short lines', () => {
    expect(detailLines({ invitedBy: 'owner@brassaangan.in', old_price: '2400' })).toEqual([
      'invited by owner@brassaangan.in',
      'old price 2400',
    ]);
    expect(detailLines({})).toEqual([]);
  });
});
