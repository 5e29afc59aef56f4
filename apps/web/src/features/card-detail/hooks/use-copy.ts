import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';

/** Copies text to the clipboard and confirms it with a toast (3000 ms, §9). */
export function useCopy(): (text: string, message: string) => Promise<void> {
  return useCallback(async (text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ message, color: 'teal', autoClose: 3000 });
    } catch {
      notifications.show({ message: '복사하지 못했습니다. 브라우저의 권한을 확인해주세요.', color: 'red' });
    }
  }, []);
}
