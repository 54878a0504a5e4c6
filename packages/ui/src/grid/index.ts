export { Row, Col, type RowProps, type ColProps, type ColSpan } from './grid';
