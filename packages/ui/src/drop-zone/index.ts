export { DropZone, type DropZoneProps } from './drop-zone';
export { useUpload, type UploadControls, type UploadResult } from './use-upload';
export { formatFileSize } from './file-size';
