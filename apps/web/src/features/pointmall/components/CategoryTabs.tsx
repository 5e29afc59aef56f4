import { ScrollArea, Tabs } from '@mantine/core';
import { POINTMALL_CATEGORIES, type PointmallCategory } from '@carddogam/contract/calls/pointmall';

const ALL = '전체';

/** 전체 and the fixed categories; scrolls sideways on a phone rather than wrapping. */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: PointmallCategory | null;
  onChange: (category: PointmallCategory | null) => void;
}) {
  return (
    <ScrollArea type="never">
      <Tabs
        value={value ?? ALL}
        onChange={(next) => onChange(!next || next === ALL ? null : (next as PointmallCategory))}
      >
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="상품 분류">
          {[ALL, ...POINTMALL_CATEGORIES].map((category) => (
            <Tabs.Tab key={category} value={category} style={{ whiteSpace: 'nowrap' }}>
              {category}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
