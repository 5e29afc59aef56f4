import { Anchor, Container, Divider, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME, SITE_TITLE_SUFFIX } from '@carddogam/contract/constants';
import { FOOTER_LINKS } from './nav-items';

export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="xl" mt="xl">
      <Divider mb="md" />
      <Group gap="md" mb="sm">
        {FOOTER_LINKS.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {SITE_TITLE_SUFFIX} · © {new Date().getFullYear()} {SITE_NAME}
      </Text>
    </Container>
  );
}
