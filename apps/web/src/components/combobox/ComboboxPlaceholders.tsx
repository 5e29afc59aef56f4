import {
  ComboboxChevron,
  extractStyleProps,
  getOptionsLockup,
  getParsedComboboxData,
  Input,
  InputBase,
  Pill,
  PillsInput,
  type AutocompleteProps,
  type ComboboxData,
  type MantineSize,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import type { useLoadIntent } from './load-intent';

/*
 * What Mantine's Select, Autocomplete and MultiSelect draw while closed, made of the same Mantine inputs
 * with the same props, for the moment before their code (the dropdown with its positioning and scrolling)
 * has arrived: label, description, value, placeholder, sections, size and the combobox role, so nothing
 * moves and nothing reads differently when the field replaces its placeholder.
 */

type Handlers = ReturnType<typeof useLoadIntent>['handlers'];
type AnyComboboxProps = SelectProps & AutocompleteProps & MultiSelectProps;

/** The attributes Mantine's combobox target gives a closed field. */
const CLOSED_COMBOBOX = {
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
  autoComplete: 'off',
} as const;

/** The room MultiSelect keeps for its clear button and chevron beside the pills (its clearSectionOffset). */
const CLEAR_SECTION_OFFSET: Record<string, number> = { xs: 41, sm: 50, md: 60, lg: 72, xl: 89 };

/** Mantine's inputs default to this size, and the chevron takes it from them. */
const DEFAULT_SIZE: MantineSize = 'sm';

/** The props of the input box itself, without the ones only the dropdown and the value use. */
function boxProps(props: SelectProps | AutocompleteProps | MultiSelectProps) {
  const {
    data: _data,
    value: _value,
    defaultValue: _defaultValue,
    onChange: _onChange,
    comboboxProps: _comboboxProps,
    filter: _filter,
    limit: _limit,
    maxDropdownHeight: _maxDropdownHeight,
    searchable: _searchable,
    clearable: _clearable,
    allowDeselect: _allowDeselect,
    nothingFoundMessage: _nothingFoundMessage,
    maxValues: _maxValues,
    dropdownOpened: _dropdownOpened,
    defaultDropdownOpened: _defaultDropdownOpened,
    chevronColor: _chevronColor,
    clearButtonProps: _clearButtonProps,
    ...box
  } = props as AnyComboboxProps;
  return box;
}

const chevron = (props: SelectProps | MultiSelectProps) => (
  <ComboboxChevron size={props.size ?? DEFAULT_SIZE} error={props.error} color={props.chevronColor} />
);

/** Mantine's Combobox.HiddenInput: the value as a form field, as the loaded field has it. */
const hiddenInput = (props: SelectProps | MultiSelectProps, value: string) => (
  <input type="hidden" value={value} name={props.name} form={props.form} disabled={props.disabled} />
);

/** A combobox's clear button: out of the tab order and hidden from screen readers, as Mantine has it. */
const clearButton = (props: SelectProps | AutocompleteProps | MultiSelectProps) => (
  <Input.ClearButton size={props.size} tabIndex={-1} aria-hidden {...props.clearButtonProps} />
);

function canClear(props: SelectProps | AutocompleteProps | MultiSelectProps, hasValue: boolean) {
  return Boolean(props.clearable) && hasValue && !props.disabled && !props.readOnly;
}

function labelOf(data: ComboboxData | undefined, value: string | null): string {
  if (value === null) return '';
  return getOptionsLockup(getParsedComboboxData(data))[value]?.label ?? '';
}

export function SelectPlaceholder({ props, handlers }: { props: SelectProps; handlers: Handlers }) {
  const value = props.value ?? props.defaultValue ?? null;
  return (
    <>
      <InputBase
        {...boxProps(props)}
        {...CLOSED_COMBOBOX}
        {...handlers}
        value={labelOf(props.data, value)}
        readOnly
        pointer={!props.searchable}
        rightSectionPointerEvents={props.rightSectionPointerEvents ?? 'none'}
        __defaultRightSection={chevron(props)}
        __clearSection={clearButton(props)}
        __clearable={canClear(props, value !== null)}
      />
      {hiddenInput(props, value ?? '')}
    </>
  );
}

/** The text box types as the field will: the text goes to its onChange and stays when the field arrives. */
export function AutocompletePlaceholder({
  props,
  handlers,
  onType,
}: {
  props: AutocompleteProps;
  handlers: Handlers;
  onType: () => void;
}) {
  const value = props.value ?? props.defaultValue ?? '';
  return (
    <InputBase
      {...boxProps(props)}
      {...CLOSED_COMBOBOX}
      {...handlers}
      value={value}
      onChange={(event) => {
        onType();
        props.onChange?.(event.currentTarget.value);
      }}
      __clearSection={clearButton(props)}
      __clearable={canClear(props, value !== '')}
    />
  );
}

export function MultiSelectPlaceholder({ props, handlers }: { props: MultiSelectProps; handlers: Handlers }) {
  const values = props.value ?? props.defaultValue ?? [];
  const lockup = getOptionsLockup(getParsedComboboxData(props.data));
  // As in Mantine's MultiSelect: the wrapper's props and the style props go to the pills box, the rest
  // (aria-label and the like) to its text field.
  const {
    label,
    description,
    error,
    required,
    withAsterisk,
    size,
    radius,
    variant,
    disabled,
    className,
    style,
    leftSection,
    rightSection,
    placeholder,
    readOnly,
    // The styles API of the whole field, which the placeholder does not reproduce part by part.
    classNames: _classNames,
    styles: _styles,
    vars: _vars,
    attributes: _attributes,
    ...others
  } = boxProps(props);
  const { styleProps, rest } = extractStyleProps(others);
  const clearable = canClear(props, values.length > 0);
  return (
    <>
      <PillsInput
        {...styleProps}
        label={label}
        description={description}
        error={error}
        required={required}
        withAsterisk={withAsterisk}
        size={size}
        radius={radius}
        variant={variant}
        disabled={disabled}
        className={className}
        style={style}
        leftSection={leftSection}
        rightSection={rightSection}
        rightSectionPointerEvents={props.rightSectionPointerEvents ?? 'none'}
        pointer={!props.searchable}
        __defaultRightSection={chevron(props)}
        __clearSection={clearButton(props)}
        __clearable={clearable}
      >
        <Pill.Group
          disabled={disabled}
          style={
            clearable
              ? { paddingInlineEnd: CLEAR_SECTION_OFFSET[size ?? DEFAULT_SIZE] ?? CLEAR_SECTION_OFFSET.sm }
              : undefined
          }
        >
          {values.map((value) => (
            <Pill key={value} withRemoveButton={!readOnly} disabled={disabled}>
              {lockup[value]?.label ?? value}
            </Pill>
          ))}
          <PillsInput.Field
            {...rest}
            {...CLOSED_COMBOBOX}
            {...handlers}
            placeholder={placeholder}
            type={!props.searchable && !placeholder ? 'hidden' : 'visible'}
            value=""
            readOnly
            pointer={!props.searchable}
          />
        </Pill.Group>
      </PillsInput>
      {hiddenInput(props, values.join(','))}
    </>
  );
}
