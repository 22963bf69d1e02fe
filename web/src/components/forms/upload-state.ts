// How the renderer learns that a file question is still uploading, or has a file that could not
// be uploaded: such a question cannot be sent yet.
import { createContext, useContext } from 'react';

export type UploadState = { uploading: boolean; failed: boolean };

export type UploadStateReport = (questionId: string, state: UploadState) => void;

export const UploadStateContext = createContext<UploadStateReport>(() => undefined);

export const useUploadStateReport = () => useContext(UploadStateContext);
