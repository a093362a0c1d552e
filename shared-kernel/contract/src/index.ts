// The API contract: schemas and types shared by the provider server and the apps.
export {};
