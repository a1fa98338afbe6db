import type { ValidateFunction } from "ajv";

export declare const validators: Readonly<Record<string, ValidateFunction>>;
