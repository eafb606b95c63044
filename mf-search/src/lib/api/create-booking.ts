import type { ApiClient } from '@hourspace/api-client';
import type { BookingRequest } from '@hourspace/validation';
import * as v from 'valibot';

/** A booking request as the API answers it (POST /v1/bookings). */
export const CreatedBookingSchema = v.object({ id: v.number(), status: v.string(), thread_id: v.nullable(v.string()) });
export type CreatedBooking = v.InferOutput<typeof CreatedBookingSchema>;

export async function createBooking(client: ApiClient, body: BookingRequest): Promise<CreatedBooking> {
  return client.request({ method: 'POST', path: '/v1/bookings', auth: 'bearer', json: body, schema: CreatedBookingSchema });
}
