// @freightdeck/ui/world-map — loaded only by pages that draw a map, never through the ui root
// index (docs/adr/016-reports-and-emissions.md).
export { WorldMap, type WorldMapProps, type MapPoint, type MapRoute, type GeoPoint } from './world-map';
