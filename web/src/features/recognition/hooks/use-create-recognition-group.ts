import { useMutation, useQueryClient } from '@tanstack/react-query';

import { keyRoots } from '../api/query-keys';
import { createRecognitionGroup, type RecognitionGroupInput } from '../api/recognition';

/** Saves a named group of people to recognise together. */
export function useCreateRecognitionGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecognitionGroupInput) => createRecognitionGroup(input),
    onSuccess: () => void client.invalidateQueries({ queryKey: keyRoots.recognitionGroups }),
  });
}
