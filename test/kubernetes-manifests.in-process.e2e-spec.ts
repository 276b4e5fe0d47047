import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { validateEnv } from '../backend/src/config/env.validation';

// No cluster runs here, so the Kubernetes overlays are checked as data: rendered by
// `kubectl kustomize`, each object validated against the Kubernetes (and prometheus-operator)
// schemas, then held to our own rules: hardened pods, probes on the API's health paths,
// selectors that select, secrets only by reference, and settings the API accepts at boot.
const root = path.join(__dirname, '..');
const kubernetes = path.join(root, 'deploy/kubernetes');

/** The API's probe paths, as docs/deployment.md names them. */
const HEALTH = { live: '/api/health/live', ready: '/api/health/ready' };

/** The API's routes as its OpenAPI document lists them (openapi.json, from `npm run api:generate`). */
const API_PATHS = (
  JSON.parse(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  }
).paths;

/** Env names whose values are secrets: they may only come from a Secret. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|ACCESS_KEY|PRIVATE_KEY|^DATABASE_URL$|^SMTP_URL$/;

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
  exec?: { command: string[] };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Labels; limits?: Labels };
  securityContext?: SecurityContext;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[] };
  seccompProfile?: { type: string };
}
interface PodTemplate {
  metadata: { labels: Labels };
  spec: {
    serviceAccountName?: string;
    automountServiceAccountToken?: boolean;
    terminationGracePeriodSeconds?: number;
    securityContext?: SecurityContext;
    containers: Container[];
    initContainers?: Container[];
  };
}
/** Any rendered object; `spec` is read per kind. */
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels; annotations?: Labels };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Labels;
  automountServiceAccountToken?: boolean;
}
/** A Deployment, StatefulSet or Job: something that runs pods. */
interface Workload extends K8sObject {
  spec: { selector?: Selector; template: PodTemplate; [field: string]: unknown };
}

type Model = new (object: K8sObject) => { validate(): void };
/**
 * The model classes of one API group version. Their packages export ESM under the `import`
 * condition only, which Jest's resolver does not match, so the module file is loaded by path.
 */
const models = (pkg: string, groupVersion: string): Record<string, Model> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(root, 'node_modules', pkg, groupVersion, 'index.js'));
const MODELS: Record<string, Record<string, Model>> = {
  v1: models('kubernetes-models', 'v1'),
  'apps/v1': models('kubernetes-models', 'apps/v1'),
  'autoscaling/v2': models('kubernetes-models', 'autoscaling/v2'),
  'batch/v1': models('kubernetes-models', 'batch/v1'),
  'networking.k8s.io/v1': models('kubernetes-models', 'networking.k8s.io/v1'),
  'policy/v1': models('kubernetes-models', 'policy/v1'),
  'monitoring.coreos.com/v1': models(
    '@kubernetes-models/prometheus-operator',
    'monitoring.coreos.com/v1',
  ),
};

/**
 * The overlay as `kubectl apply -k` would send it. Any kubectl from 1.20 (Debian's) on renders
 * it; newer ones warn on stderr of the older fields the overlays keep for it.
 */
function render(overlay: string): K8sObject[] {
  const dir = path.join(kubernetes, 'overlays', overlay);
  const yaml = execFileSync('kubectl', ['kustomize', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
}

const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job'];
const workloads = (objects: K8sObject[]) =>
  objects.filter((o): o is Workload => WORKLOAD_KINDS.includes(o.kind));
const named = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) {
    throw new Error(`no ${kind} ${name} rendered`);
  }
  return found;
};
const containersOf = (w: Workload) => [
  ...(w.spec.template.spec.initContainers ?? []),
  ...w.spec.template.spec.containers,
];
const apiContainer = (objects: K8sObject[]) =>
  (named(objects, 'Deployment', 'tutorhub-api') as Workload).spec.template.spec.containers[0];

/** Whether a label selector (matchLabels and matchExpressions) selects these labels. */
function selects(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    switch (operator) {
      case 'In':
        return key in labels && (values ?? []).includes(labels[key]);
      case 'NotIn':
        return !(key in labels) || !(values ?? []).includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabel && byExpression;
}

/** A port as a probe or Service names it: a container port's name or number. */
const hasPort = (containers: Container[], port: string | number) =>
  containers.some((c) => (c.ports ?? []).some((p) => p.name === port || p.containerPort === port));

/** An exact release: x.y[.z] (PostgreSQL has two parts), MinIO's dated release, or a digest. */
function hasExactTag(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) {
    return true;
  }
  const tag = image.slice(image.lastIndexOf(':') + 1);
  return (
    image.includes(':') &&
    (/^\d+\.\d+(\.\d+)?(-[a-z0-9]+)*$/.test(tag) ||
      /^RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/.test(tag))
  );
}

/**
 * The environment a container starts with: its ConfigMaps (as rendered), its literal values and
 * its Secret references resolved from `secrets`. A missing ConfigMap or required Secret key
 * throws, as the kubelet refuses to start the container.
 */
function effectiveEnv(
  container: Container,
  objects: K8sObject[],
  secrets: Labels,
): Record<string, string> {
  const configMap = (name: string) => named(objects, 'ConfigMap', name).data ?? {};
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    Object.assign(env, source.configMapRef ? configMap(source.configMapRef.name) : {});
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    const secret = valueFrom?.secretKeyRef;
    const config = valueFrom?.configMapKeyRef;
    if (value !== undefined) {
      env[name] = value;
    } else if (secret && secret.key in secrets) {
      env[name] = secrets[secret.key];
    } else if (config && config.key in configMap(config.name)) {
      env[name] = configMap(config.name)[config.key];
    } else if (!(secret?.optional || config?.optional)) {
      throw new Error(`${container.name}: ${name} refers to a value that is not there`);
    }
  }
  return env;
}

/** The example Secret's keys with a freshly generated JWT secret, as an operator would fill it. */
const exampleSecret = parse(fs.readFileSync(path.join(kubernetes, 'secret.example.yaml'), 'utf8'))
  .stringData as Labels;
const productionSecrets: Labels = {
  ...exampleSecret,
  JWT_SECRET: randomBytes(48).toString('base64'),
};
/** The keys docs/deployment.md has the demo's Secret created with. */
const demoPassword = randomBytes(24).toString('hex');
const demoSecrets: Labels = {
  POSTGRES_PASSWORD: demoPassword,
  DATABASE_URL: `postgres://tutorhub:${demoPassword}@postgres:5432/tutorhub`,
  JWT_SECRET: randomBytes(48).toString('base64'),
  S3_ACCESS_KEY_ID: 'tutorhub-demo',
  S3_SECRET_ACCESS_KEY: randomBytes(24).toString('hex'),
};

const overlays = { production: render('production'), demo: render('demo') };

describe.each(Object.entries(overlays))('deploy/kubernetes overlay %s', (overlay, objects) => {
  const kinds = () =>
    objects.reduce<Record<string, number>>(
      (count, o) => ({ ...count, [o.kind]: (count[o.kind] ?? 0) + 1 }),
      {},
    );

  it('renders the expected objects, all in the overlay namespace', () => {
    console.log(`${overlay}: ${objects.length} objects ${JSON.stringify(kinds())}`);
    const expected: Record<string, Record<string, number>> = {
      production: {
        ConfigMap: 1,
        Deployment: 2,
        HorizontalPodAutoscaler: 1,
        Ingress: 1,
        Job: 1,
        NetworkPolicy: 4,
        PodDisruptionBudget: 1,
        Service: 1,
        ServiceAccount: 1,
        ServiceMonitor: 1,
      },
      demo: {
        ConfigMap: 1,
        Deployment: 4,
        HorizontalPodAutoscaler: 1,
        Job: 2,
        NetworkPolicy: 8,
        PersistentVolumeClaim: 1,
        PodDisruptionBudget: 1,
        Service: 4,
        ServiceAccount: 1,
        StatefulSet: 1,
      },
    };
    expect(kinds()).toEqual(expected[overlay]);
    const namespace = overlay === 'production' ? 'tutorhub' : 'tutorhub-demo';
    expect(objects.filter((o) => o.metadata.namespace !== namespace)).toEqual([]);
  });

  it('has only objects valid against the Kubernetes and prometheus-operator schemas', () => {
    for (const object of objects) {
      const model = MODELS[object.apiVersion]?.[object.kind];
      expect(`${object.apiVersion} ${object.kind} ${model ? 'known' : 'unknown'}`).toBe(
        `${object.apiVersion} ${object.kind} known`,
      );
      expect(() => new model!(object).validate()).not.toThrow();
    }
  });

  it('has workloads whose selectors match their pod labels, run as the tokenless account', () => {
    const account = named(objects, 'ServiceAccount', 'tutorhub');
    expect(account.automountServiceAccountToken).toBe(false);
    for (const w of workloads(objects)) {
      const { selector, template } = w.spec;
      if (w.kind !== 'Job') {
        expect(selector && selects(selector, template.metadata.labels)).toBe(true);
      }
      expect(template.spec.serviceAccountName).toBe('tutorhub');
      expect(template.spec.automountServiceAccountToken).toBe(false);
    }
  });

  it('hardens every container: requests and limits, non-root, read-only root, no privileges', () => {
    for (const w of workloads(objects)) {
      const pod = w.spec.template.spec.securityContext ?? {};
      for (const c of containersOf(w)) {
        const where = `${w.metadata.name}/${c.name}`;
        const security = { ...pod, ...c.securityContext };
        expect({ where, requests: c.resources?.requests, limits: c.resources?.limits }).toEqual({
          where,
          requests: { cpu: expect.any(String), memory: expect.any(String) },
          limits: { cpu: expect.any(String), memory: expect.any(String) },
        });
        expect({ where, ...security }).toMatchObject({
          where,
          runAsNonRoot: true,
          runAsUser: expect.any(Number),
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
          seccompProfile: { type: 'RuntimeDefault' },
        });
        expect(security.runAsUser).toBeGreaterThan(0);
      }
    }
  });

  it('pins every image to an exact release, never :latest', () => {
    const images = workloads(objects).flatMap((w) => containersOf(w).map((c) => c.image));
    expect(images.filter((image) => !hasExactTag(image))).toEqual([]);
    expect(images).toContain('tutorhub/api:1.0.0');
  });

  it('passes secrets only by secretKeyRef: no secret-looking literal, ConfigMap key or envFrom Secret', () => {
    for (const w of workloads(objects)) {
      for (const c of containersOf(w)) {
        const literals = (c.env ?? []).filter((e) => SECRET_NAME.test(e.name) && !e.valueFrom);
        expect({ container: c.name, literals }).toEqual({ container: c.name, literals: [] });
        expect((c.envFrom ?? []).filter((source) => source.secretRef)).toEqual([]);
      }
    }
    for (const configMap of objects.filter((o) => o.kind === 'ConfigMap')) {
      expect(Object.keys(configMap.data ?? {}).filter((key) => SECRET_NAME.test(key))).toEqual([]);
    }
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('probes only ports the containers open, the API on its health paths', () => {
    for (const w of workloads(objects)) {
      for (const c of containersOf(w)) {
        for (const probe of [c.startupProbe, c.readinessProbe, c.livenessProbe]) {
          const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
          if (port !== undefined) {
            expect(`${c.name} probes ${port}: ${hasPort([c], port)}`).toBe(
              `${c.name} probes ${port}: true`,
            );
          }
        }
      }
    }
    const api = apiContainer(objects);
    expect(api.readinessProbe?.httpGet?.path).toBe(HEALTH.ready);
    expect(api.livenessProbe?.httpGet?.path).toBe(HEALTH.live);
    expect(api.startupProbe?.httpGet?.path).toBe(HEALTH.live);
    // The probe paths are GET routes the API really serves.
    for (const probePath of Object.values(HEALTH)) {
      expect(`${probePath}: ${Object.keys(API_PATHS[probePath] ?? {}).join(',')}`).toBe(
        `${probePath}: get`,
      );
    }
  });

  it('rolls the API without a gap: a ready pod first, endpoints dropped before it stops', () => {
    const deployment = named(objects, 'Deployment', 'tutorhub-api') as Workload;
    expect(deployment.spec.strategy).toMatchObject({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 0 },
    });
    const api = apiContainer(objects);
    const [sleep, seconds] = api.lifecycle?.preStop?.exec?.command ?? [];
    expect(sleep).toBe('sleep');
    // The pause plus the API's own 10 s drain must end before the kubelet kills the pod.
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(seconds) + 10,
    );
  });

  it('leaves migrations to the Job and mail to the worker; metrics on the named port', () => {
    const api = apiContainer(objects);
    const env = effectiveEnv(
      api,
      objects,
      overlay === 'production' ? productionSecrets : demoSecrets,
    );
    expect(env).toMatchObject({
      MIGRATE_ON_BOOT: 'false',
      MAIL_WORKER: 'false',
      METRICS_HOST: '0.0.0.0',
    });
    expect(api.ports?.find((p) => p.name === 'metrics')?.containerPort).toBe(
      Number(env.METRICS_PORT),
    );
    const job = named(objects, 'Job', 'tutorhub-migrate') as Workload;
    expect(job.spec.template.spec.containers[0].command).toEqual([
      'node',
      'backend/dist/migrate.js',
    ]);
    expect(job.spec).toMatchObject({
      backoffLimit: expect.any(Number),
      ttlSecondsAfterFinished: expect.any(Number),
    });
  });

  it('has Services that select pods and target their ports', () => {
    for (const service of objects.filter((o) => o.kind === 'Service')) {
      expect([undefined, 'ClusterIP']).toContain(service.spec.type);
      const pods = workloads(objects).filter((w) =>
        selects({ matchLabels: service.spec.selector }, w.spec.template.metadata.labels),
      );
      expect(pods.map((w) => w.kind)).not.toEqual([]);
      for (const { targetPort } of service.spec.ports) {
        expect(pods.every((w) => hasPort(containersOf(w), targetPort))).toBe(true);
      }
    }
  });

  it('scales and shields the API Deployment: the HPA targets it, the PDB selects its pods only', () => {
    const hpa = named(objects, 'HorizontalPodAutoscaler', 'tutorhub-api');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'tutorhub-api',
    });
    expect(hpa.spec.metrics).toEqual([
      expect.objectContaining({
        type: 'Resource',
        resource: expect.objectContaining({ name: 'cpu' }),
      }),
    ]);
    const pdb = named(objects, 'PodDisruptionBudget', 'tutorhub-api');
    const shielded = workloads(objects).filter((w) =>
      selects(pdb.spec.selector, w.spec.template.metadata.labels),
    );
    expect(shielded.map((w) => `${w.kind}/${w.metadata.name}`)).toEqual([
      'Deployment/tutorhub-api',
    ]);
  });

  describe('network policies', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const podLabels = workloads(objects).map((w) => ({
      name: w.metadata.name,
      labels: w.spec.template.metadata.labels,
    }));
    const selectedBy = (selector: Selector) =>
      podLabels.filter((p) => selects(selector, p.labels)).map((p) => p.name);
    const allowsPort = (
      rules: { ports?: { port: string | number }[] }[] = [],
      port: string | number,
    ) => rules.some((rule) => (rule.ports ?? []).some((p) => p.port === port));

    it('deny by default but always allow DNS', () => {
      const deny = named(objects, 'NetworkPolicy', 'tutorhub-default-deny');
      expect(deny.spec.podSelector).toEqual({});
      expect(deny.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      expect(deny.spec.ingress).toBeUndefined();
      expect(allowsPort(deny.spec.egress, 53)).toBe(true);
    });

    it('let web traffic reach the API only from the ingress controller', () => {
      const httpRules = policies
        .filter((p) => selectedBy(p.spec.podSelector).includes('tutorhub-api'))
        .flatMap((p) => p.spec.ingress ?? [])
        .filter((rule) => allowsPort([rule], 'http') || allowsPort([rule], 3000));
      expect(httpRules).toEqual([
        expect.objectContaining({
          from: [
            {
              namespaceSelector: {
                matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
              },
              podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
            },
          ],
        }),
      ]);
    });

    it('let only the API, the worker and the migration Job reach PostgreSQL', () => {
      const reaching = policies
        .filter((p) => allowsPort(p.spec.egress, 5432))
        .flatMap((p) => selectedBy(p.spec.podSelector));
      const users = ['tutorhub-api', 'tutorhub-migrate', 'tutorhub-worker'].filter((name) =>
        podLabels.some((p) => p.name === name),
      );
      expect([...new Set(reaching)].sort()).toEqual(users);
    });
  });
});

describe('deploy/kubernetes overlay production', () => {
  const objects = overlays.production;
  let env: Record<string, string>;
  // In a hook, so that a missing Secret key fails a test, not the whole file.
  beforeAll(() => {
    env = effectiveEnv(apiContainer(objects), objects, productionSecrets);
  });

  it('hands the API a production configuration it accepts at boot', () => {
    expect(env.NODE_ENV).toBe('production');
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.FIREBASE_PROJECT_ID).not.toMatch(/^demo-/);
    expect(() => validateEnv(env)).not.toThrow();
    // What docker/compose.yaml requires, mail and the bucket: set, not left to a default.
    const required = [
      'DATABASE_URL',
      'JWT_SECRET',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_API_KEY',
      'FIREBASE_AUTH_DOMAIN',
      'ADMIN_EMAILS',
      'APP_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ];
    expect(required.filter((name) => !env[name])).toEqual([]);
  });

  it('refuses the example Secret as it is: its JWT secret is a placeholder', () => {
    const asIs = effectiveEnv(apiContainer(objects), objects, exampleSecret);
    expect(() => validateEnv(asIs)).toThrow('JWT_SECRET is a placeholder');
  });

  it('starts the worker and the migration Job with settings they accept too', () => {
    for (const name of ['tutorhub-worker', 'tutorhub-migrate']) {
      const w = workloads(objects).find((o) => o.metadata.name === name)!;
      const own = effectiveEnv(w.spec.template.spec.containers[0], objects, productionSecrets);
      expect(() => validateEnv(own)).not.toThrow();
      expect(own.JWT_SECRET).toBe(env.JWT_SECRET);
    }
    const worker = named(objects, 'Deployment', 'tutorhub-worker') as Workload;
    expect(worker.spec.template.spec.containers[0].command).toEqual([
      'node',
      'backend/dist/worker.js',
    ]);
  });

  it('runs three API replicas behind a TLS Ingress that streams events unbuffered', () => {
    expect(named(objects, 'Deployment', 'tutorhub-api').spec.replicas).toBe(3);
    expect(named(objects, 'HorizontalPodAutoscaler', 'tutorhub-api').spec.minReplicas).toBe(3);
    const ingress = named(objects, 'Ingress', 'tutorhub-api');
    expect(ingress.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
      'nginx.ingress.kubernetes.io/proxy-read-timeout': '3600',
      'nginx.ingress.kubernetes.io/proxy-send-timeout': expect.any(String),
    });
    expect(ingress.spec.tls).toHaveLength(1);
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    const service = named(objects, 'Service', backend.name);
    expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain(backend.port.name);
  });

  it('has the ServiceMonitor scrape the API Service on its metrics port', () => {
    const monitor = named(objects, 'ServiceMonitor', 'tutorhub-api');
    const service = named(objects, 'Service', 'tutorhub-api');
    expect(selects(monitor.spec.selector, service.metadata.labels ?? {})).toBe(true);
    expect(monitor.spec.endpoints).toEqual([
      expect.objectContaining({ port: 'metrics', path: '/metrics' }),
    ]);
    expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain('metrics');
  });

  it('keeps the database and the bucket outside the cluster', () => {
    expect(
      objects.filter((o) => ['StatefulSet', 'PersistentVolumeClaim'].includes(o.kind)),
    ).toEqual([]);
    expect(env.MEDIA_DRIVER).toBe('s3');
  });
});

describe('deploy/kubernetes overlay demo', () => {
  const objects = overlays.demo;
  let env: Record<string, string>;
  // In a hook, so that a missing Secret key fails a test, not the whole file.
  beforeAll(() => {
    env = effectiveEnv(apiContainer(objects), objects, demoSecrets);
  });

  it('sets what docker/demo/compose.yaml sets, and the API accepts it', () => {
    const compose = parse(fs.readFileSync(path.join(root, 'docker/demo/compose.yaml'), 'utf8'));
    const composeEnv = compose.services.api.environment as Labels;
    for (const [name, value] of Object.entries(composeEnv)) {
      // Generated credentials come from the Secret here.
      expect({ name, value: env[name] }).toEqual({
        name,
        value: value.includes('${') ? expect.any(String) : value,
      });
    }
    expect(() => validateEnv(env)).not.toThrow();
  });

  it('runs PostgreSQL on its own volume, the Auth emulator and MinIO, reachable by port-forward only', () => {
    const postgres = named(objects, 'StatefulSet', 'postgres');
    expect(postgres.spec.volumeClaimTemplates).toHaveLength(1);
    named(objects, 'Deployment', 'auth-emulator');
    named(objects, 'Deployment', 'minio');
    expect(objects.filter((o) => o.kind === 'Ingress')).toEqual([]);
    // No relay, so no worker: it stops at once without SMTP_URL.
    expect(named(objects, 'Deployment', 'tutorhub-worker').spec.replicas).toBe(0);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBe(demoSecrets.DATABASE_URL);
    const services = objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name);
    expect(services.sort()).toEqual(['auth-emulator', 'minio', 'postgres', 'tutorhub-api']);
  });
});
