//! WHATWG URL kernels over [Apache Arrow](https://arrow.apache.org) string
//! arrays, on specurl's [`Url`](specurl::Url): arrays in, arrays out, for
//! every engine that holds URLs in Arrow columns. `datafusion-specurl`
//! wraps them as SQL functions; a Python, DuckDB or Polars binding hands
//! them its arrays the same way.
//!
//! The layers, each using only those before it:
//!
//! - the reader and writer: reading a string argument of any layout
//!   ([`Strings`], [`Arg`]: `Utf8`, `LargeUtf8`, `Utf8View`, a constant,
//!   NULLs) and writing a string result that points into a `Utf8View`
//!   input where it can ([`StringsOut`], [`string_out`]);
//! - [`url_args`], [`url_of_row`], [`Bases`]: a row's URL and base;
//! - the driver, [`evaluate`]: a kernel ([`Rows`]) over a call's
//!   arguments, once per distinct value of a dictionary, once for
//!   constants;
//! - one module per SQL function, or per family of them (`url_join` has
//!   `url_relative`'s kernel too, `url_encode` `url_decode`'s,
//!   `url_component` every getter's), each kernel a unit struct named for
//!   its function (`url_set::UrlSet`);
//! - the [`catalog`]: every function by its SQL name, with its parameters,
//!   its result type and its kernel, for an engine that registers them by
//!   name, and for the string functions of a URL their row functions
//!   ([`by_row`]), for an engine that writes its own results.
//!
//! Every kernel is strict (a NULL argument gives a NULL row), and no row's
//! data makes it fail: a string that is not a URL gives NULL (or `false`
//! from a predicate). Only a name that selects what the kernel does (a
//! component, an encode set, a section of the list) fails the call when
//! it is unknown.
//!
//! ```
//! use std::sync::Arc;
//! use arrow_array::{cast::AsArray, ArrayRef, DictionaryArray, types::Int32Type};
//! use specurl_arrow::{evaluate, string_out, url_set::UrlSet, Evaluated, Input};
//! let urls: DictionaryArray<Int32Type> =
//!     vec!["https://example.com/a", "https://example.com/a", "not a URL"].into_iter().collect();
//! let urls: ArrayRef = Arc::new(urls);
//! let args = [Input::Array(&urls), Input::Scalar(Some("search")), Input::Scalar(Some("q=1"))];
//! // Each distinct URL is parsed once, then spread over the keys.
//! let Evaluated::Array(out) = evaluate(&UrlSet, &args, 3, &string_out(urls.data_type())).unwrap()
//! else { panic!() };
//! let out: Vec<_> = out.as_string::<i32>().iter().collect();
//! assert_eq!(out, [Some("https://example.com/a?q=1"), Some("https://example.com/a?q=1"), None]);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod by_row;
pub mod catalog;
mod driver;
mod strings;
mod url;

pub mod parse_url;
pub mod url_can_parse;
pub mod url_component;
pub mod url_cut_to_first_significant_subdomain;
pub mod url_domain_without_www;
pub mod url_encode;
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
pub mod url_pattern;
pub mod url_port;
pub mod url_remove_search_params;
pub mod url_same_origin;
pub mod url_search_param;
pub mod url_search_param_names;
pub mod url_set;
pub mod url_site;
pub mod url_subdomain;
pub mod url_to_unicode;
pub mod url_validation_errors;

pub use driver::{evaluate, Evaluated, Input, Rows};
pub use strings::{is_string_type, string_out, Arg, Strings, StringsOut};
pub use url::{url_args, url_of_row, Bases, RowUrl};

/// The result of a kernel: Arrow's error is the only one, so that every
/// engine over Arrow takes it as it takes its own kernels'.
pub type Result<T, E = arrow_schema::ArrowError> = std::result::Result<T, E>;
