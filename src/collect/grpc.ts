// OTLP/gRPC: the TraceService, LogsService and MetricsService `Export` methods of the
// opentelemetry-proto collector services, served by @grpc/grpc-js (pure JavaScript, so it bundles
// into dist/) on connections the receiver hands over (src/collect/receiver.ts: one port speaks
// OTLP/HTTP and OTLP/gRPC). Messages stay raw bytes here and are decoded by the receiver's
// protobuf decoder, the same code as OTLP/HTTP bodies. grpc-js enforces the body cap before and
// after `grpc-encoding: gzip` / `deflate` decompression (grpc.max_receive_message_length).
import {
  Server,
  ServerCredentials,
  ServerInterceptingCall,
  status,
  type ConnectionInjector,
  type ServerInterceptor,
  type ServerUnaryCall,
  type ServiceDefinition,
  type sendUnaryData,
} from "@grpc/grpc-js";
import type { Duplex } from "node:stream";
import type { Signal } from "./decode.js";

/** What the receiver does with one message: nothing thrown = accepted. */
export type Accept = (signal: Signal, body: Buffer) => void;

/** A refusal the receiver explains: `code` is a gRPC status code. */
export class GrpcRefusal extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export interface GrpcPart {
  /** Serve one connection (its HTTP/2 preface may have been read and unshifted). */
  inject(connection: Duplex): void;
  /** Let calls in flight finish within `graceMs`, then close every connection. */
  stop(graceMs: number): Promise<void>;
}

const SERVICES: [Signal | "metrics", string][] = [
  ["traces", "opentelemetry.proto.collector.trace.v1.TraceService"],
  ["logs", "opentelemetry.proto.collector.logs.v1.LogsService"],
  ["metrics", "opentelemetry.proto.collector.metrics.v1.MetricsService"],
];

const raw = (b: Buffer): Buffer => b;
/** An empty Export*ServiceResponse (no partial_success). */
const empty = (): Buffer => Buffer.alloc(0);

function definition(service: string): ServiceDefinition {
  return {
    Export: {
      path: `/${service}/Export`,
      requestStream: false,
      responseStream: false,
      requestSerialize: raw,
      requestDeserialize: raw,
      responseSerialize: empty,
      responseDeserialize: raw,
    },
  };
}

const CODE_NAMES = new Map<number, string>(Object.entries(status).filter(([, v]) => typeof v === "number").map(([k, v]) => [v as number, k]));

/** `problem` gets one line per refused call, e.g. "gRPC RESOURCE_EXHAUSTED: ...". */
export function startGrpc(maxBodyBytes: number, accept: Accept, problem: (what: string) => void): GrpcPart {
  // Every refused call, whether refused by a handler or by grpc-js itself (size caps, bad
  // compression), leaves through the status of the innermost call object: grpc-js refuses a message
  // there without passing through interceptors, so the interceptor wraps that object's sendStatus.
  // Only a call's first status is sent (and counted).
  const observe: ServerInterceptor = (_method, call) => {
    const send = call.sendStatus.bind(call);
    let sent = false;
    call.sendStatus = (st) => {
      if (!sent && st.code !== undefined && st.code !== status.OK) {
        problem(`gRPC ${CODE_NAMES.get(st.code) ?? st.code}: ${String(st.details ?? "").slice(0, 300)}`);
      }
      sent = true;
      send(st);
    };
    return call as ServerInterceptingCall;
  };
  const server = new Server({
    "grpc.max_receive_message_length": maxBodyBytes,
    "grpc.max_send_message_length": 1024,
    "grpc.max_concurrent_streams": 64,
    interceptors: [observe],
  });
  for (const [signal, service] of SERVICES) {
    server.addService(definition(service), {
      Export: (call: ServerUnaryCall<Buffer, Buffer>, callback: sendUnaryData<Buffer>) => {
        if (signal === "metrics") {
          callback({ code: status.UNIMPLEMENTED, details: "metrics are not read by arh collect (send traces and logs)" });
          return;
        }
        try {
          accept(signal, call.request);
          callback(null, empty());
        } catch (e) {
          if (e instanceof GrpcRefusal) callback({ code: e.code, details: e.message });
          else callback({ code: status.INTERNAL, details: e instanceof Error ? e.message : String(e) });
        }
      },
    });
  }
  const injector: ConnectionInjector = server.createConnectionInjector(ServerCredentials.createInsecure());
  return {
    inject: (c) => injector.injectConnection(c),
    // Timers here stay referenced: they are bounded, and an unreferenced one would let the
    // process end in the middle of the stop.
    stop: async (graceMs) => {
      injector.drain(graceMs);
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          server.forceShutdown();
          r();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(t);
          r();
        });
      });
      injector.destroy();
    },
  };
}
