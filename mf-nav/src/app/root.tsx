import type { RemoteProps } from '@hourspace/remote';
import { TopNav } from '../features/top-nav/top-nav';

export function Root(props: RemoteProps) {
  return <TopNav {...props} />;
}
