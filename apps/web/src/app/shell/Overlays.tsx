import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/**
 * The toasts and the confirm dialogs. Both are opened through Mantine's static APIs (`notifications.show`,
 * `modals.openConfirmModal`), which reach these containers through a store and window events, so they
 * can sit beside the page instead of around it and load after the first screen.
 */
export default function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" limit={5} />
    </>
  );
}
