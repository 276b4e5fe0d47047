/**
 * Records the classes of a route method's parameters where TypeScript could not: a method of a
 * class made by a function sees only a shape. The validation pipe checks a body or query against
 * these classes and the OpenAPI document describes them.
 */
export function setParamTypes(
  controller: abstract new (...args: never[]) => unknown,
  method: string,
  types: unknown[],
): void {
  Reflect.defineMetadata('design:paramtypes', types, controller.prototype, method);
}
