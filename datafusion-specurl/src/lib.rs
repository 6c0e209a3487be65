//! WHATWG URL functions for [Apache DataFusion](https://datafusion.apache.org)
//! SQL, on specurl's [`Url`](specurl::Url): the URL Specification's parser,
//! exactly as browsers parse, over columns of any string type.
//!
//! [`register_all`] adds every function to a session; the table of them is
//! in `docs/sql.md`. Every function is strict (a NULL argument gives NULL)
//! and never fails on bad data: a string that is not a URL gives NULL (or
//! `false` from the predicates). A column that is not a string is refused
//! when the query is planned, with the function and the argument named.
//!
//! ```
//! use datafusion::prelude::SessionContext;
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::common::Result<()> {
//! let mut ctx = SessionContext::new();
//! datafusion_specurl::register_all(&mut ctx)?;
//! let batches = ctx
//!     .sql("SELECT url_hostname('HTTPS://EXAMPLE.com:8080/a') AS h")
//!     .await?
//!     .collect()
//!     .await?;
//! let h = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(h.contains("| example.com |"));
//! # Ok(())
//! # }
//! ```
//!
//! With the feature `ballista`, the binaries `specurl-scheduler` and
//! `specurl-executor` are Ballista's scheduler and executor with these
//! functions registered (see the README's "At scale").
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::sync::Arc;

use datafusion::common::Result;
use datafusion::execution::FunctionRegistry;
use datafusion::logical_expr::ScalarUDF;

#[cfg(feature = "ballista")]
pub mod ballista;
mod common;
pub mod parse_url;
pub mod url_can_parse;
pub mod url_component;
pub mod url_equivalent;
pub mod url_is_valid;
pub mod url_join;
pub mod url_normalise;
pub mod url_parse;
mod url_pattern_compiled;
pub mod url_pattern_exec;
pub mod url_pattern_test;
pub mod url_port;
pub mod url_relative;
pub mod url_search_param;
pub mod url_search_params;
pub mod url_site;
pub mod url_to_unicode;

/// Every function of this crate, to register or to hand to a Ballista
/// executor's function registry.
///
/// ```
/// let names: Vec<String> = datafusion_specurl::functions()
///     .iter()
///     .map(|f| f.name().to_owned())
///     .collect();
/// assert!(names.contains(&"url_hostname".to_owned()));
/// assert!(names.contains(&"parse_url".to_owned()));
/// ```
pub fn functions() -> Vec<Arc<ScalarUDF>> {
    let mut all = url_component::udfs();
    all.extend([
        url_parse::udf(),
        url_port::udf(),
        url_can_parse::udf(),
        url_is_valid::udf(),
        url_normalise::udf(),
        url_equivalent::udf(),
        url_join::udf(),
        url_relative::udf(),
        url_to_unicode::udf(),
        url_search_param::udf(),
        url_pattern_test::udf(),
        url_pattern_exec::udf(),
        url_search_params::udf(),
        url_site::public_suffix_udf(),
        url_site::registrable_domain_udf(),
        parse_url::udf(),
    ]);
    all.into_iter().map(Arc::new).collect()
}

/// Registers every function of this crate with `registry` (a
/// `SessionContext` or a `SessionState`), replacing any of the same name.
///
/// ```
/// use datafusion::execution::FunctionRegistry;
/// use datafusion::prelude::SessionContext;
/// let mut ctx = SessionContext::new();
/// datafusion_specurl::register_all(&mut ctx).unwrap();
/// assert!(ctx.udf("url_parse").is_ok());
/// ```
pub fn register_all(registry: &mut dyn FunctionRegistry) -> Result<()> {
    for f in functions() {
        registry.register_udf(f)?;
    }
    Ok(())
}
