import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME } from '@carddogam/contract/constants';
import { Banner } from '../features/banners';
import { AREA_CARDS, CardSearchBox } from '../features/home';

export default function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center" py="lg">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {SITE_NAME}
          </Title>
          <Text c="dimmed" size="lg">
            국내판·북미판·일본판 포켓몬카드를 한곳에서 찾아보는 카드 DB와 커뮤니티
          </Text>
        </Stack>
        <CardSearchBox />
        <Banner placement="main" />
        <SimpleGrid
          component="nav"
          aria-label="서비스 바로가기"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
        >
          {AREA_CARDS.map((area) => (
            <Card key={area.to} component={Link} to={area.to} withBorder padding="lg">
              <Stack gap="xs">
                <ThemeIcon size={40} variant="light" radius="md">
                  <area.icon size={22} />
                </ThemeIcon>
                <Text fw={700}>{area.title}</Text>
                <Text size="sm" c="dimmed">
                  {area.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
