import { Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { cardImageSrc } from '../../components/card/card-image';
import { DecisionPanel } from './components/DecisionPanel';
import { QueueFrame } from './components/QueueFrame';
import { ReportCard } from './components/ReportCard';
import { ReportHeader } from './components/ReportHeader';
import { StaffLayout } from './components/StaffLayout';
import { useQueue } from './hooks/use-queue';

function Picture({ label, src }: { label: string; src: string | null }) {
  return (
    <Stack gap={4} align="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {src ? (
        <Image src={src} alt={label} w={160} radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          이미지 없음
        </Text>
      )}
    </Stack>
  );
}

/** /admin/provide/image: image reports beside the edition's current image (§2.6 review). */
export default function ProvideImagePage() {
  return <StaffLayout title="이미지 제보">{() => <ImageQueue />}</StaffLayout>;
}

function ImageQueue() {
  const q = useQueue('image');
  const data = q.query.data;
  return (
    <QueueFrame
      status={q.status}
      onStatus={q.setStatus}
      page={q.page}
      onPage={q.setPage}
      total={data?.total}
      loading={q.query.isLoading}
    >
      <Stack gap="sm">
        {data?.items.map((item) => (
          <ReportCard key={item.id} id={item.id} testId="image-report">
            <Stack gap="sm">
              <ReportHeader {...item} />
              <SimpleGrid cols={2} maw={400}>
                <Picture
                  label="현재 이미지"
                  src={cardImageSrc(item.card_nation, item.current_image) ?? item.current_image_url}
                />
                <Picture label="제보 이미지" src={item.image} />
              </SimpleGrid>
              <Group>
                <DecisionPanel kind="image" report={item} />
              </Group>
            </Stack>
          </ReportCard>
        ))}
      </Stack>
    </QueueFrame>
  );
}
