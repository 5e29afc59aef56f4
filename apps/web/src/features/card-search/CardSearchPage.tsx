import { Container } from '@mantine/core';
import { CardSearchPanel } from './CardSearchPanel';

/** /card/list (§2.19). The page title comes from the shell's path table. */
export default function CardSearchPage() {
  return (
    <Container size="xl" px={0}>
      <CardSearchPanel mode="page" />
    </Container>
  );
}
