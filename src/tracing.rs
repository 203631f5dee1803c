//! The tracer, as the sandbox's [`Monitor`]: it holds the command from just before its exec and
//! follows every process until the rehearsal ends.

use foresee_sandbox::{AttachContext, BpfProgram, Monitor};
use foresee_tracer::{Trace, Tracer, TracerConfig};

pub struct TraceMonitor {
    tracer: Tracer,
}

impl TraceMonitor {
    pub fn new(config: TracerConfig) -> TraceMonitor {
        TraceMonitor { tracer: Tracer::new(config) }
    }

    /// The trace, and anything that limited it.
    pub fn finish(self) -> (Trace, Vec<String>) {
        let warnings = self.tracer.warnings.clone();
        (self.tracer.finish(), warnings)
    }
}

impl Monitor for TraceMonitor {
    fn filters(&self) -> Vec<BpfProgram> {
        self.tracer.filters()
    }

    fn prepare(&mut self, init: libc::pid_t, root: &std::path::Path) {
        self.tracer.prepare(init, root)
    }

    fn attach(&mut self, ctx: &AttachContext<'_>) -> Result<(), String> {
        self.tracer.attach(ctx.command, ctx.init, ctx.root)
    }

    fn follow(&mut self, init: libc::pid_t) -> i32 {
        self.tracer.follow(init)
    }
}
