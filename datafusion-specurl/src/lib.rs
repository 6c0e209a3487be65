//! WHATWG URL functions for [Apache DataFusion](https://datafusion.apache.org)
//! SQL, on specurl's [`Url`](specurl::Url): the URL Specification's parser,
//! exactly as browsers parse, over columns of any string type.
//!
//! [`register_all`] adds every function to a session, and [`context`]
//! gives a session with them and `information_schema` (so that `SHOW
//! FUNCTIONS` lists them, each with its description); the table of them
//! is in `docs/sql.md`. Every function is strict (a NULL argument gives
//! NULL) and never fails on bad data: a string that is not a URL gives
//! NULL (or `false` from the predicates). A column that is not a string
//! is refused when the query is planned, with the function named, and so
//! is a constant component of `url_set`, set of `url_encode` or section
//! of the site functions that is not one of theirs. Each function wraps
//! a kernel of `specurl-arrow` (Arrow arrays in, arrays out).
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::common::Result<()> {
//! let ctx = datafusion_specurl::context()?;
//! let batches = ctx
//!     .sql("SELECT url_registrable_domain('https://a.b.example.co.uk:8080/x') AS d")
//!     .await?
//!     .collect()
//!     .await?;
//! let d = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(d.contains("| example.co.uk |"));
//! # Ok(())
//! # }
//! ```
//!
//! For the DataFrame API, [`expr_fn`] builds the calls:
//!
//! ```
//! use datafusion::prelude::col;
//! use datafusion_specurl::expr_fn::{url_hostname, url_search_param};
//! use datafusion::prelude::lit;
//! let host = url_hostname(col("u"));
//! assert_eq!(host.schema_name().to_string(), "url_hostname(u)");
//! let page = url_search_param(col("u"), lit("page"));
//! assert_eq!(page.schema_name().to_string(), "url_search_param(u,Utf8(\"page\"))");
//! ```
//!
//! With the feature `ballista`, the module `ballista` gives what
//! Ballista's scheduler and executor need to run these functions. The
//! package `specurl-sql` builds on this crate: the SQL shell
//! `specurl-sql`, and Ballista's scheduler and executor with these
//! functions registered (see the README's "At scale").
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::sync::Arc;

use datafusion::common::Result;
use datafusion::execution::FunctionRegistry;
use datafusion::logical_expr::ScalarUDF;
use datafusion::prelude::{SessionConfig, SessionContext};

#[cfg(feature = "ballista")]
pub mod ballista;
mod common;
pub mod parse_url;
pub mod url_can_parse;
pub mod url_component;
pub mod url_cut_to_first_significant_subdomain;
pub mod url_domain_without_www;
pub mod url_encode;
pub mod url_equivalent;
pub mod url_file_extension;
pub mod url_first_significant_subdomain;
pub mod url_hierarchy;
pub mod url_host_type;
pub mod url_is_valid;
pub mod url_join;
pub mod url_normalise;
pub mod url_parse;
pub mod url_path_hierarchy;
pub mod url_path_segments;
pub mod url_pattern_exec;
pub mod url_pattern_match;
pub mod url_pattern_test;
pub mod url_port;
pub mod url_relative;
pub mod url_remove_search_params;
pub mod url_same_origin;
pub mod url_search_param;
pub mod url_search_param_names;
pub mod url_search_params;
pub mod url_set;
pub mod url_site;
pub mod url_subdomain;
pub mod url_to_unicode;
pub mod url_validation_errors;

/// Declares, for each function, its shared `ScalarUDF` in [`udf`] and its
/// expression builder in [`expr_fn`] (with the function's required
/// arguments), and [`functions`] with all of them.
macro_rules! functions {
    ($($name:ident: $ty:path, ($($arg:ident),*);)*) => {
        /// Each function as a `ScalarUDF`, made once and shared.
        ///
        /// ```
        /// let f = datafusion_specurl::udf::url_hostname();
        /// assert_eq!(f.name(), "url_hostname");
        /// ```
        pub mod udf {
            use std::sync::{Arc, LazyLock};

            use datafusion::logical_expr::ScalarUDF;

            #[allow(unused_imports)]
            use crate::*;

            $(
                #[doc = concat!("`", stringify!($name), "`, the struct `", stringify!($ty), "`.")]
                pub fn $name() -> Arc<ScalarUDF> {
                    static UDF: LazyLock<Arc<ScalarUDF>> = LazyLock::new(|| {
                        Arc::new(ScalarUDF::new_from_impl(<$ty>::default()))
                    });
                    Arc::clone(&UDF)
                }
            )*
        }

        /// Expression builders for the DataFrame API, one a function, each
        /// with the function's required arguments; for an optional one (a
        /// base, a level, a key), call the function of [`udf`] with all of
        /// them: `udf::url_hostname().call(vec![col("u"), col("b")])`.
        ///
        /// ```
        /// use datafusion::prelude::{col, lit};
        /// use datafusion_specurl::expr_fn::url_join;
        /// let e = url_join(lit("https://example.com/a/"), col("path"));
        /// assert_eq!(e.schema_name().to_string(), "url_join(Utf8(\"https://example.com/a/\"),path)");
        /// ```
        pub mod expr_fn {
            use datafusion::logical_expr::Expr;

            $(
                #[doc = concat!("`", stringify!($name), "(", stringify!($($arg),*), ")` as an expression.")]
                pub fn $name($($arg: Expr),*) -> Expr {
                    super::udf::$name().call(vec![$($arg),*])
                }
            )*
        }

        /// Every function of this crate, to register or to hand to a
        /// Ballista executor's function registry.
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
            vec![$(udf::$name()),*]
        }
    };
}

functions! {
    url_href: url_component::UrlHref, (url);
    url_protocol: url_component::UrlProtocol, (url);
    url_username: url_component::UrlUsername, (url);
    url_password: url_component::UrlPassword, (url);
    url_host: url_component::UrlHost, (url);
    url_hostname: url_component::UrlHostname, (url);
    url_pathname: url_component::UrlPathname, (url);
    url_search: url_component::UrlSearch, (url);
    url_hash: url_component::UrlHash, (url);
    url_origin: url_component::UrlOrigin, (url);
    url_parse: url_parse::UrlParse, (url);
    url_port: url_port::UrlPort, (url);
    url_can_parse: url_can_parse::UrlCanParse, (url);
    url_is_valid: url_is_valid::UrlIsValid, (url, profile);
    url_normalise: url_normalise::UrlNormalise, (url);
    url_equivalent: url_equivalent::UrlEquivalent, (a, b, level);
    url_join: url_join::UrlJoin, (base, reference);
    url_relative: url_relative::UrlRelative, (url, base);
    url_to_unicode: url_to_unicode::UrlToUnicode, (url);
    url_search_param: url_search_param::UrlSearchParam, (url, name);
    url_search_params: url_search_params::UrlSearchParams, (url);
    url_search_param_names: url_search_param_names::UrlSearchParamNames, (url);
    url_remove_search_params: url_remove_search_params::UrlRemoveSearchParams, (url, names);
    url_pattern_test: url_pattern_test::UrlPatternTest, (url, pattern);
    url_pattern_exec: url_pattern_exec::UrlPatternExec, (url, pattern);
    url_pattern_match: url_pattern_match::UrlPatternMatch, (url, patterns);
    url_public_suffix: url_site::UrlPublicSuffix, (url);
    url_registrable_domain: url_site::UrlRegistrableDomain, (url);
    url_subdomain: url_subdomain::UrlSubdomain, (url);
    url_first_significant_subdomain: url_first_significant_subdomain::UrlFirstSignificantSubdomain, (url);
    url_cut_to_first_significant_subdomain: url_cut_to_first_significant_subdomain::UrlCutToFirstSignificantSubdomain, (url);
    url_domain_without_www: url_domain_without_www::UrlDomainWithoutWww, (url);
    parse_url: parse_url::ParseUrl, (url, part);
    url_set: url_set::UrlSet, (url, component, value);
    url_validation_errors: url_validation_errors::UrlValidationErrors, (url);
    url_host_type: url_host_type::UrlHostType, (url);
    url_path_segments: url_path_segments::UrlPathSegments, (url);
    url_file_extension: url_file_extension::UrlFileExtension, (url);
    url_hierarchy: url_hierarchy::UrlHierarchy, (url);
    url_path_hierarchy: url_path_hierarchy::UrlPathHierarchy, (url);
    url_encode: url_encode::UrlEncode, (text, set);
    url_decode: url_encode::UrlDecode, (text);
    url_same_origin: url_same_origin::UrlSameOrigin, (a, b);
    url_same_site: url_same_origin::UrlSameSite, (a, b);
}

/// Registers every function of this crate with `registry` (a
/// `SessionContext` or a `SessionState`), replacing any of the same name.
///
/// `SHOW FUNCTIONS` and `information_schema.routines` list them only in a
/// session made with `information_schema` on, as [`session_config`] (and
/// so [`context`]) makes it.
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

/// DataFusion's default session configuration with `information_schema`
/// on, so that `SHOW FUNCTIONS`, `SHOW TABLES` and the
/// `information_schema` views work; `specurl-sql` runs on it.
///
/// ```
/// assert!(datafusion_specurl::session_config().information_schema());
/// ```
pub fn session_config() -> SessionConfig {
    SessionConfig::new().with_information_schema(true)
}

/// A session on [`session_config`] with every function registered.
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> datafusion::common::Result<()> {
/// use datafusion::arrow::util::pretty::pretty_format_batches;
/// let ctx = datafusion_specurl::context()?;
/// let shown = ctx.sql("SHOW FUNCTIONS LIKE 'url_hostname'").await?.collect().await?;
/// assert!(pretty_format_batches(&shown)?.to_string().contains("The host, without the port"));
/// # Ok(())
/// # }
/// ```
pub fn context() -> Result<SessionContext> {
    let mut ctx = SessionContext::new_with_config(session_config());
    register_all(&mut ctx)?;
    Ok(ctx)
}
