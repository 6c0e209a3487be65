//! What Ballista's scheduler and executor need to run these functions
//! (feature `ballista`). Stock Ballista binaries know only DataFusion's
//! functions: the scheduler plans a query in a session that must know
//! ours, and the executor decodes each task's plan against a function
//! registry that must hold them. The binaries `specurl-scheduler` and
//! `specurl-executor` (package `specurl-sql`) are built on these two.

use std::sync::Arc;

use ballista_core::registry::BallistaFunctionRegistry;
use ballista_core::utils::default_session_builder;
use datafusion::common::Result;
use datafusion::execution::SessionState;
use datafusion::prelude::SessionConfig;

use crate::{functions, register_all};

/// The scheduler's session: Ballista's default one, with every function
/// of this crate. It is the scheduler's `override_session_builder`.
///
/// ```
/// use datafusion::prelude::SessionConfig;
/// let state = datafusion_specurl::ballista::scheduler_session(SessionConfig::new()).unwrap();
/// assert!(state.scalar_functions().contains_key("url_hostname"));
/// ```
pub fn scheduler_session(config: SessionConfig) -> Result<SessionState> {
    let mut state = default_session_builder(config)?;
    register_all(&mut state)?;
    Ok(state)
}

/// The executor's function registry: DataFusion's functions and every
/// function of this crate. It is the executor's
/// `override_function_registry`.
///
/// ```
/// let registry = datafusion_specurl::ballista::executor_registry();
/// assert!(registry.scalar_functions.contains_key("url_parse"));
/// assert!(registry.scalar_functions.contains_key("abs"));
/// ```
pub fn executor_registry() -> Arc<BallistaFunctionRegistry> {
    let mut registry = BallistaFunctionRegistry::default();
    for f in functions() {
        registry.scalar_functions.insert(f.name().to_owned(), f);
    }
    Arc::new(registry)
}
