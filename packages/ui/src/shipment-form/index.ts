export {
  emptyShipmentFields, emptyPiece, emptyContainer, shipmentFromSchedule, byContainer, toNumber, toCargoInput, scheduleStillFits,
  shipmentTotals, pieceLineTotals, containerLine,
  type ShipmentFields, type ShipmentFormValues, type PieceRow, type ContainerRow, type ScheduleLegRow,
} from './shipment-values';
export { setField as setShipmentField, type ShipmentForm } from './set-field';
export { SHIPMENT_FIELD_LABELS } from './field-labels';
export { ShipmentModeFields } from './mode-fields';
export { ShipmentRouteFields, type ShipmentRouteFieldsProps } from './route-fields';
export { ShipmentCargoFields, ShipmentTotals, CARGO_TYPE_LABELS } from './cargo-fields';
export { Fields as FormFields, Group as FormGroup, FormNote, ListError as FormListError } from './shipment-form.styles';
