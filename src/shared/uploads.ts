/** The address of a picture this site stored: an upload, or the picture of a link preview. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[a-f0-9]{32}\.(webp|png|jpg|gif)$/;
