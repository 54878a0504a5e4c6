export { CountTile, CountTiles, CountValue } from './count-tiles.styles';
