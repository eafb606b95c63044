/** The Payments page (`/account`): its content under the frame's title. */
export function PaymentsPage() {
  return null;
}
