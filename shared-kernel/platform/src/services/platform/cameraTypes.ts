/** The camera's options and its adapter's shape: shared by the port (camera.ts) and the web's adapter (webCamera.ts). */
export type CameraSource = 'Prompt' | 'Camera' | 'Photos';
export type CameraDirection = 'Rear' | 'Front';
export type CameraResultType = 'uri' | 'base64' | 'dataUrl';

export interface CameraOptions {
  source: CameraSource;
  direction: CameraDirection;
  resultType: CameraResultType;
  quality: number;
  width: number;
  allowEditing: boolean;
}

/** A taken or chosen photo: the file as the platform gave it (not yet checked or decoded). */
export interface Photo {
  blob: Blob;
  /** File name when known (type checks fall back to its extension). */
  name?: string;
}

export interface CameraAdapter {
  /** Resolves the photo, or null when the user cancelled. */
  getPhoto(options: CameraOptions): Promise<Photo | null>;
}
