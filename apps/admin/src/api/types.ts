import type {
  BrandPatch,
  BrandSettings,
  CS_POSITIONS,
  CsType,
  CustomerService,
  Operator,
  OperatorRole,
  RESOURCE_TYPES,
  Resource,
} from '@croupier/contracts';

// The contracts build these unions with `Type.Union(LIST.map(...))`, which TypeBox's Static turns
// into `never` (the mapped array is not a tuple). Until that is fixed there, the console narrows
// the affected fields itself from the same constant lists, so the wire shapes stay identical.

export type CsPosition = (typeof CS_POSITIONS)[number];
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type CsEntry = Omit<CustomerService, 'csType' | 'csPosition'> & {
  csType: CsType;
  csPosition: CsPosition;
};
export type ResourceEntry = Omit<Resource, 'resourceType'> & { resourceType: ResourceType };
export type OperatorEntry = Omit<Operator, 'role'> & { role: OperatorRole };

export type Brand = Omit<BrandSettings, 'customerService' | 'resources'> & {
  customerService: CsEntry[];
  resources: ResourceEntry[];
};

export type BrandPatchBody = Omit<BrandPatch, 'customerService' | 'resources'> & {
  customerService?: CsEntry[];
  resources?: ResourceEntry[];
};
