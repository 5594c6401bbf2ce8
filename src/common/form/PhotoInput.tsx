import { useInput } from 'react-admin';
import { PhotoUpload, type PhotoUploadProps } from '../PhotoUpload';

/** PhotoUpload as a form input: the uploaded picture's id becomes the value of `source`. */
export const PhotoInput = ({ source, ...props }: Omit<PhotoUploadProps, 'onUploaded'> & { source: string }) => {
  const { field } = useInput({ source, defaultValue: null });
  return <PhotoUpload {...props} onUploaded={(id) => field.onChange(id)} />;
};
