import { englishMessage, type ServerMessageKey, type ServerMessageValues } from '../../../contract/serverMessages.js';

/** A row's problem as the English sentence of its key (the web app recognises it and says it in its language). */
export const say = (key: ServerMessageKey, values?: ServerMessageValues) => englishMessage(key, values);
