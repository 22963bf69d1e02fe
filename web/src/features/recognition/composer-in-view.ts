// Whether the home's composer is on screen: the floating "Reconocer" button steps aside while it
// is (the composer is the way to recognise there, and the button would sit on its fields).
import { create } from 'zustand';

export const useComposerInView = create<{ inView: boolean }>(() => ({ inView: false }));

export const setComposerInView = (inView: boolean) => useComposerInView.setState({ inView });
