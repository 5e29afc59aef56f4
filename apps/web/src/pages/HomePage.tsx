import { Container, Stack, Text, Title } from '@mantine/core';
import { SITE_NAME } from '@carddogam/contract/constants';
import { Banner } from '../features/banners';
import { CardSearchBox, HomeBlocks } from '../features/home';

/** The front page (§2.2 '/'): the card search, the main banner, then the previews of the site's areas. */
export default function HomePage() {
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4} align="center" ta="center">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {SITE_NAME}
          </Title>
          <Text c="dimmed" size="sm">
            국내판·북미판·일본판 포켓몬카드를 한곳에서 찾아보는 카드 DB와 커뮤니티
          </Text>
        </Stack>
        <CardSearchBox />
        <Banner placement="main" />
        <HomeBlocks />
      </Stack>
    </Container>
  );
}
