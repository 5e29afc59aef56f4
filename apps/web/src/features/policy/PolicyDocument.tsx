import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { PolicyText } from './policy-text';

/** A policy page: its title and effective date, then each article with its paragraphs and numbered items. */
export function PolicyDocument({ text }: { text: PolicyText }) {
  return (
    <Container size="sm" px={0}>
      <Stack gap="md" component="article" aria-label={text.title}>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {text.title}
          </Title>
          <Text size="sm" c="dimmed">
            시행일 {text.effective}
          </Text>
        </Stack>
        {text.intro && <Text>{text.intro}</Text>}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            {text.sections.map((section) => (
              <Stack key={section.title} gap="xs" component="section">
                <Title order={2} fz="md">
                  {section.title}
                </Title>
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
                {section.items && (
                  <List type="ordered" size="sm" spacing={4}>
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
