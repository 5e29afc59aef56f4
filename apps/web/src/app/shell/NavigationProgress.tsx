import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the very top while the next page's code is loading. Nothing shows on the first screen,
 * so the shell loads it right after that screen (AppLayout).
 */
export default function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="페이지를 불러오는 중"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
