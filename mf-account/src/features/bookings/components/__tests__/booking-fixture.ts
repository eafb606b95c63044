/** A booking as the API lists it: Loft `id` in New York, 12 people, $396, on 4 May 2030 from 10:00 to 13:00. */
export const booking = (id: number, status: string, { policy = 'flexible', past = false }: { policy?: string; past?: boolean } = {}) => ({
  id,
  space: { id: 10 + id, title: `Loft ${id}`, city: 'New York' },
  starts_at: '2030-05-04T10:00:00',
  ends_at: '2030-05-04T13:00:00',
  status,
  past,
  attendees: 12,
  currency: 'USD',
  total: 396,
  cancellation_policy: policy,
});
