/** The profile page (`/profile`): its content under the frame's title. */
export function ProfilePage() {
  return null;
}
