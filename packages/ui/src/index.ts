export { theme, GlobalStyle, type Theme } from './theme';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { Button, BUTTON_VARIANTS, buttonCss, type ButtonProps, type ButtonVariant } from './button';
export { ActionGroup, type ActionGroupProps } from './action-group';
export { Spinner, type SpinnerProps } from './spinner';
export { LoadingMask, LOADING_MASK_DELAY_MS, type LoadingMaskProps } from './loading-mask';
export { Skeleton, type SkeletonProps } from './skeleton';
export { PageHeader, type PageHeaderProps } from './page-header';
export { RemotePage, type RemotePageProps } from './remote-page';
export { Logo, type LogoProps } from './logo';
export { StatusScreen, type StatusScreenProps } from './status-screen';
export { NotFoundScreen, type NotFoundScreenProps } from './not-found-screen';
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export { UnavailableSection, type UnavailableSectionProps } from './unavailable-section';
export { Modal, MODAL_CLOSE_DELAY_MS, type ModalProps } from './modal';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './text-field';
export { DATE_PRESETS, formatDate, relativeTime, parseDateText, isoToDate, dateToIso, type DatePreset, type ParsedDate } from './dates';
export { DatePicker, DateTimeField, localeWeekStart, type DatePickerProps, type DateTimeFieldProps } from './date-picker';
export { DateRangePicker, type DateRangePickerProps, type DateRange } from './date-range-picker';
export { DropZone, useUpload, formatFileSize, type DropZoneProps, type UploadControls, type UploadResult } from './drop-zone';
export type { PageComponent, PageRoutes, DashboardWidget, DashboardWidgets } from './types';
export { ErrorModalHost, useErrorHandler, errorModal, runWithErrorModal, errorCode } from './error-modal';
export { Link, LinkButton, isAbsoluteUrl, type LinkProps, type LinkButtonProps } from './link';
export {
  Form, useForm, rules, FormActions, CheckboxField, RadioGroup, FORM_DEFAULTS, validationIssues, showFormError,
  schemaErrors, namedMessage, requiredMessage, labelOf, labelKey, nounOf,
  type FieldIssueOptions, type FormApi, type FormErrors, type FormProps, type UseFormOptions, type Rule, type RadioOption, type FieldLabel, type FieldLabels, type SchemaIssue,
} from './form';
export { Tooltip, type TooltipProps, type TooltipPlacement } from './tooltip';
export { Popover, type PopoverProps } from './popover';
export { TwoFaModal, CodeBoxes, useCooldown, RESEND_COOLDOWN_START, type TwoFaModalProps, type TwoFaVerification } from './two-fa-modal';
export { Row, Col, type RowProps, type ColProps, type ColSpan } from './grid';
export {
  Combobox, useTypedQuery, AirportPicker, SeaportPicker, CityPicker, CountryPicker, CallingCodePicker, CarrierPicker, ChargeCodePicker,
  type ComboboxProps, type ComboboxItem, type ReferencePickerProps,
} from './pickers';
export { Badge, BADGE_TONES, type BadgeProps, type BadgeTone } from './badge';
export { Table, nextSort, type TableProps, type TableColumn, type TableSort, type SortDirection } from './table';
export { Pagination, pageItems, type PaginationProps, type PageItem } from './pagination';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Select, type SelectProps, type SelectOption } from './select';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { DescriptionList, type DescriptionListProps, type DescriptionItem } from './description-list';
export { Card, Section, type CardProps, type SectionProps } from './card';
export { CountTile, CountTiles, CountValue } from './count-tiles';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './search-box';
export { PublicFrame, type PublicFrameProps } from './public-frame';
export { PrintDesk, PrintPageStyle, PrintSheet, PrintToolbar } from './print-sheet';
export { FilterPanel, FilterRow, FILTER_PANEL_LAYOUTS, type FilterPanelProps, type FilterPanelLayout } from './filter-panel';
export { ReasonModal, type ReasonModalProps } from './reason-modal';
export {
  emptyShipmentFields, emptyPiece, emptyContainer, shipmentFromSchedule, byContainer, toNumber, toCargoInput, scheduleStillFits,
  shipmentTotals, pieceLineTotals, containerLine,
  ShipmentModeFields, ShipmentRouteFields, ShipmentCargoFields, ShipmentTotals, CARGO_TYPE_LABELS, SHIPMENT_FIELD_LABELS, FormFields, FormGroup, FormNote, FormListError, setShipmentField,
  type ShipmentFields, type ShipmentFormValues, type PieceRow, type ContainerRow, type ScheduleLegRow, type ShipmentForm, type ShipmentRouteFieldsProps,
} from './shipment-form';
export { csvField, toCsv, downloadText, type CsvValue } from './csv';
export {
  LOCALE, MISSING, formatNumber, formatCount, formatWeight, formatVolume, formatChargeable, formatCo2e, formatMoney, formatMoneyTotals,
  formatInstant, formatPlaceTime, formatDay, formatInstantsIn, offsetMinutes, formatCountry, formatPlace, placeName, formatPhone, useReferenceFormats,
  type InstantZone, type PhoneParts,
} from './format';
export { AttentionList, AttentionSkeleton, ATTENTION_BODY_HEIGHT, ATTENTION_ROWS, type AttentionItem, type AttentionListProps, type AttentionSource } from './attention-list';
