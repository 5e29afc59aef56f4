import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true" aria-label="불러오는 중">
      <Loader />
    </Center>
  );
}
