//! Every function of the crate in one list, by its SQL name: its
//! parameters, its result type and its kernel. An engine that registers
//! functions by name (DuckDB, Polars, a Python module) walks this list
//! instead of naming each kernel, so that a function added here is there
//! everywhere; `datafusion-specurl` tests that its SQL functions and this
//! list name the same functions with the same types.
//!
//! ```
//! use std::sync::Arc;
//! use arrow_array::{cast::AsArray, ArrayRef, StringArray};
//! use specurl_arrow::{catalog, Input};
//! let f = catalog::function("url_hostname").unwrap();
//! assert_eq!((f.required(), f.params()), (1, &["url", "base"][..]));
//! let urls: ArrayRef = Arc::new(StringArray::from(vec![Some("https://EXAMPLE.com/a"), None]));
//! let out = f.call(&[Input::Array(&urls)], 2).unwrap().into_array();
//! let out: Vec<_> = out.as_string::<i32>().iter().collect();
//! assert_eq!(out, [Some("example.com"), None]);
//! ```

use arrow_array::{Array, ArrayRef};
use arrow_schema::{ArrowError, DataType};

use specurl::Component;

use crate::by_row::ByRow;
use crate::{evaluate, string_out, Arg, Evaluated, Input, Result, Rows, Strings};
use crate::{
    parse_url, url_can_parse, url_component, url_encode, url_host_type, url_is_valid, url_join,
    url_normalise, url_parse, url_path_segments, url_pattern, url_port, url_same_origin,
    url_search_param, url_set, url_site, url_to_unicode, url_validation_errors,
};
use crate::{
    url_cut_to_first_significant_subdomain as cut_to_fss, url_domain_without_www,
    url_file_extension, url_first_significant_subdomain as fss, url_hierarchy, url_path_hierarchy,
    url_remove_search_params, url_search_param_names, url_subdomain,
};

/// The type of a function's result.
#[derive(Clone, Copy)]
enum Returns {
    /// The string type of the argument at this position: a component of a
    /// `Utf8View` column is a view of it.
    StringOf(usize),
    /// One type whatever the arguments.
    Fixed(fn() -> DataType),
}

/// Runs a function on a call's arguments, of `rows` rows, giving `t`.
type Call = fn(&[Input<'_>], usize, &DataType) -> Result<Evaluated>;

/// One function: its SQL name, its parameters and its kernel.
#[derive(Clone, Copy)]
pub struct Function {
    name: &'static str,
    params: &'static [&'static str],
    required: usize,
    returns: Returns,
    call: Call,
    by_row: Option<ByRow>,
}

impl core::fmt::Debug for Function {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}({})", self.name, self.params.join(", "))
    }
}

impl Function {
    /// The SQL name: `url_hostname`, `parse_url`.
    ///
    /// ```
    /// assert_eq!(specurl_arrow::catalog::function("url_set").unwrap().name(), "url_set");
    /// ```
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The name without the `url_` of SQL, as a module of functions that
    /// are all about URLs names it: `hostname`, `parse_url`.
    ///
    /// ```
    /// use specurl_arrow::catalog::function;
    /// assert_eq!(function("url_hostname").unwrap().short_name(), "hostname");
    /// assert_eq!(function("parse_url").unwrap().short_name(), "parse_url");
    /// ```
    pub fn short_name(&self) -> &'static str {
        self.name.strip_prefix("url_").unwrap_or(self.name)
    }

    /// The parameters' names, in order; the first [`Function::required`]
    /// are required, the rest optional, each only with those before it.
    ///
    /// ```
    /// let f = specurl_arrow::catalog::function("url_registrable_domain").unwrap();
    /// assert_eq!(f.params(), ["url", "base", "section"]);
    /// ```
    pub fn params(&self) -> &'static [&'static str] {
        self.params
    }

    /// How many of the parameters are required.
    ///
    /// ```
    /// assert_eq!(specurl_arrow::catalog::function("url_set").unwrap().required(), 3);
    /// ```
    pub fn required(&self) -> usize {
        self.required
    }

    /// The result type for arguments of types `args`: a string result
    /// takes the string type of the argument it is cut from.
    ///
    /// ```
    /// use arrow_schema::DataType;
    /// let f = specurl_arrow::catalog::function("url_hostname").unwrap();
    /// assert_eq!(f.return_type(&[DataType::Utf8View]), DataType::Utf8View);
    /// let f = specurl_arrow::catalog::function("url_port").unwrap();
    /// assert_eq!(f.return_type(&[DataType::Utf8]), DataType::UInt16);
    /// ```
    pub fn return_type(&self, args: &[DataType]) -> DataType {
        match self.returns {
            Returns::StringOf(i) => string_out(args.get(i).unwrap_or(&DataType::Utf8)),
            Returns::Fixed(t) => t(),
        }
    }

    /// The function of one row of `f(url [, base])`, for a function
    /// whose result is a string of the URL: what its kernel gives for the
    /// row, borrowed from the URL where it stands in it ([`crate::by_row`]).
    /// `None` for the others (a second argument that is not a base, a
    /// result of another type).
    ///
    /// ```
    /// use specurl_arrow::catalog::function;
    /// let domain = function("url_registrable_domain").unwrap().by_row().unwrap();
    /// assert_eq!(domain.call("https://a.b.example.co.uk/", None).as_deref(), Some("example.co.uk"));
    /// assert!(function("url_port").unwrap().by_row().is_none());
    /// ```
    pub fn by_row(&self) -> Option<ByRow> {
        self.by_row
    }

    /// The function over `args` (each a column of `rows` rows or a
    /// constant), with the return type of their types. A wrong number of
    /// arguments, a column that is not of strings, or a name the function
    /// does not know (a component, an encode set) is an error.
    ///
    /// ```
    /// use specurl_arrow::{catalog, Input};
    /// let f = catalog::function("url_set").unwrap();
    /// let args = [Input::Scalar(Some("https://h/a?x")), Input::Scalar(Some("search")), Input::Scalar(Some(""))];
    /// let out = f.call(&args, 1).unwrap().into_array();
    /// assert_eq!(arrow_array::cast::AsArray::as_string::<i32>(&out).value(0), "https://h/a");
    /// assert!(f.call(&args[..2], 1).is_err());
    /// ```
    pub fn call(&self, args: &[Input<'_>], rows: usize) -> Result<Evaluated> {
        let types: Vec<DataType> = args.iter().map(Input::data_type).collect();
        self.call_returning(args, rows, &self.return_type(&types))
    }

    /// [`Function::call`] giving `t`, the result type of the arguments as
    /// the caller had them: a caller that reads a column of one value as
    /// a constant still gives the column's string type.
    ///
    /// ```
    /// use arrow_schema::DataType;
    /// use specurl_arrow::{catalog, Input};
    /// let f = catalog::function("url_hostname").unwrap();
    /// let out = f.call_returning(&[Input::Scalar(Some("https://h/"))], 1, &DataType::Utf8View).unwrap();
    /// assert_eq!(out.into_array().data_type(), &DataType::Utf8View);
    /// ```
    pub fn call_returning(
        &self,
        args: &[Input<'_>],
        rows: usize,
        t: &DataType,
    ) -> Result<Evaluated> {
        if !(self.required..=self.params.len()).contains(&args.len()) {
            return Err(ArrowError::InvalidArgumentError(format!(
                "{:?} takes {} to {} arguments, not {}",
                self,
                self.required,
                self.params.len(),
                args.len()
            )));
        }
        (self.call)(args, rows, t)
    }
}

/// A kernel that is a unit struct.
fn kernel<K: Rows + Default>(args: &[Input<'_>], rows: usize, t: &DataType) -> Result<Evaluated> {
    evaluate(&K::default(), args, rows, t)
}

/// `url_pattern_match`: its second argument is the list of patterns, a
/// list array whose rows are all that list (a constant, as an engine
/// hands it over; [`url_pattern::constant_list`]), or a string array of
/// the patterns themselves. The list is compiled once, for the call.
fn pattern_match(args: &[Input<'_>], rows: usize, t: &DataType) -> Result<Evaluated> {
    let list: ArrayRef = match args[1] {
        Input::Scalar(None) => return Ok(Evaluated::Scalar(arrow_array::new_null_array(t, 1))),
        Input::Scalar(Some(_)) => return Err(url_pattern::not_a_list(&DataType::Utf8)),
        Input::Array(a) => match a.data_type() {
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => a.clone(),
            _ => match url_pattern::constant_list(a.as_ref())? {
                Some(list) => list,
                // A NULL list: NULL on every row.
                None => return Ok(Evaluated::Array(arrow_array::new_null_array(t, rows))),
            },
        },
    };
    // The patterns of any string layout, read as the kernels read strings.
    let patterns =
        Arg::of_array(list.as_ref()).map_err(|_| url_pattern::not_a_list(list.data_type()))?;
    let kernel = url_pattern::UrlPatternMatch::new((0..list.len()).map(|i| patterns.get(i)))?;
    let others: Vec<Input<'_>> = [args[0]].into_iter().chain(args.get(2).copied()).collect();
    evaluate(&kernel, &others, rows, t)
}

const fn f(
    name: &'static str,
    params: &'static [&'static str],
    required: usize,
    returns: Returns,
    call: Call,
) -> Function {
    Function {
        name,
        params,
        required,
        returns,
        call,
        by_row: None,
    }
}

impl Function {
    /// The function with `row` as its row function.
    const fn by(self, row: ByRow) -> Function {
        Function {
            by_row: Some(row),
            ..self
        }
    }
}

use Returns::{Fixed, StringOf};

const URL: &[&str] = &["url", "base"];
const STRINGS: Returns = StringOf(0);

/// Every function, in the order of `docs/sql.md`'s table: one line each,
/// as the table has them.
#[rustfmt::skip]
static FUNCTIONS: &[Function] = &[
    f("url_href", URL, 1, STRINGS, kernel::<url_component::UrlHref>).by(ByRow::component(Component::Href)),
    f("url_protocol", URL, 1, STRINGS, kernel::<url_component::UrlProtocol>).by(ByRow::component(Component::Protocol)),
    f("url_username", URL, 1, STRINGS, kernel::<url_component::UrlUsername>).by(ByRow::component(Component::Username)),
    f("url_password", URL, 1, STRINGS, kernel::<url_component::UrlPassword>).by(ByRow::component(Component::Password)),
    f("url_host", URL, 1, STRINGS, kernel::<url_component::UrlHost>).by(ByRow::component(Component::Host)),
    f("url_hostname", URL, 1, STRINGS, kernel::<url_component::UrlHostname>).by(ByRow::component(Component::Hostname)),
    f("url_pathname", URL, 1, STRINGS, kernel::<url_component::UrlPathname>).by(ByRow::component(Component::Pathname)),
    f("url_search", URL, 1, STRINGS, kernel::<url_component::UrlSearch>).by(ByRow::component(Component::Search)),
    f("url_hash", URL, 1, STRINGS, kernel::<url_component::UrlHash>).by(ByRow::component(Component::Hash)),
    f("url_origin", URL, 1, STRINGS, kernel::<url_component::UrlOrigin>).by(ByRow::ORIGIN),
    f("url_parse", URL, 1, Fixed(|| DataType::Struct(url_parse::fields())), kernel::<url_parse::UrlParse>),
    f("url_port", URL, 1, Fixed(|| DataType::UInt16), kernel::<url_port::UrlPort>),
    f("url_can_parse", URL, 1, Fixed(|| DataType::Boolean), kernel::<url_can_parse::UrlCanParse>),
    f("url_is_valid", &["url", "profile"], 2, Fixed(|| DataType::Boolean), kernel::<url_is_valid::UrlIsValid>),
    f("url_normalise", &["url", "level"], 1, STRINGS, kernel::<url_normalise::UrlNormalise>),
    f("url_equivalent", &["a", "b", "level"], 3, Fixed(|| DataType::Boolean), kernel::<url_normalise::UrlEquivalent>),
    f("url_join", &["base", "ref"], 2, StringOf(1), kernel::<url_join::UrlJoin>),
    f("url_relative", &["url", "base"], 2, STRINGS, kernel::<url_join::UrlRelative>),
    f("url_to_unicode", URL, 1, STRINGS, kernel::<url_to_unicode::UrlToUnicode>),
    f("url_search_param", &["url", "name"], 2, STRINGS, kernel::<url_search_param::UrlSearchParam>),
    f("url_search_params", &["url"], 1, Fixed(url_search_param::params_type), kernel::<url_search_param::UrlSearchParams>),
    f("url_search_param_names", URL, 1, Fixed(url_search_param_names::data_type), kernel::<url_search_param_names::UrlSearchParamNames>),
    f("url_remove_search_params", &["url", "names"], 2, STRINGS, kernel::<url_remove_search_params::UrlRemoveSearchParams>),
    f("url_pattern_test", &["url", "pattern"], 2, Fixed(|| DataType::Boolean), kernel::<url_pattern::UrlPatternTest>),
    f("url_pattern_exec", &["url", "pattern"], 2, Fixed(url_pattern::exec_type), kernel::<url_pattern::UrlPatternExec>),
    f("url_pattern_match", &["url", "patterns", "base"], 2, Fixed(|| DataType::Int32), pattern_match),
    f("url_public_suffix", &["url", "base", "section"], 1, STRINGS, kernel::<url_site::UrlPublicSuffix>).by(ByRow::domain(url_site::public_suffix)),
    f("url_registrable_domain", &["url", "base", "section"], 1, STRINGS, kernel::<url_site::UrlRegistrableDomain>).by(ByRow::domain(url_site::registrable_domain)),
    f("url_subdomain", &["url", "base", "section"], 1, STRINGS, kernel::<url_subdomain::UrlSubdomain>).by(ByRow::domain(url_subdomain::subdomain)),
    f("url_first_significant_subdomain", &["url", "base", "section"], 1, STRINGS, kernel::<fss::UrlFirstSignificantSubdomain>).by(ByRow::domain(fss::first_significant_subdomain)),
    f("url_cut_to_first_significant_subdomain", &["url", "base", "section"], 1, STRINGS, kernel::<cut_to_fss::UrlCutToFirstSignificantSubdomain>).by(ByRow::domain(url_site::registrable_domain)),
    f("url_domain_without_www", URL, 1, STRINGS, kernel::<url_domain_without_www::UrlDomainWithoutWww>).by(ByRow::DOMAIN_WITHOUT_WWW),
    f("parse_url", &["url", "part", "key"], 2, STRINGS, kernel::<parse_url::ParseUrl>),
    f("url_set", &["url", "component", "value"], 3, STRINGS, kernel::<url_set::UrlSet>),
    f("url_validation_errors", URL, 1, Fixed(url_validation_errors::data_type), kernel::<url_validation_errors::UrlValidationErrors>),
    f("url_host_type", URL, 1, Fixed(|| DataType::Utf8), kernel::<url_host_type::UrlHostType>),
    f("url_path_segments", URL, 1, Fixed(url_path_segments::data_type), kernel::<url_path_segments::UrlPathSegments>),
    f("url_file_extension", URL, 1, STRINGS, kernel::<url_file_extension::UrlFileExtension>),
    f("url_hierarchy", URL, 1, Fixed(url_hierarchy::data_type), kernel::<url_hierarchy::UrlHierarchy>),
    f("url_path_hierarchy", URL, 1, Fixed(url_hierarchy::data_type), kernel::<url_path_hierarchy::UrlPathHierarchy>),
    f("url_encode", &["text", "set"], 2, STRINGS, kernel::<url_encode::UrlEncode>),
    f("url_decode", &["text"], 1, STRINGS, kernel::<url_encode::UrlDecode>),
    f("url_same_origin", &["a", "b"], 2, Fixed(|| DataType::Boolean), kernel::<url_same_origin::UrlSameOrigin>),
    f("url_same_site", &["a", "b"], 2, Fixed(|| DataType::Boolean), kernel::<url_same_origin::UrlSameSite>),
];

/// Every function, each once.
///
/// ```
/// let names: Vec<_> = specurl_arrow::catalog::functions().iter().map(|f| f.name()).collect();
/// assert!(names.contains(&"url_pattern_match") && names.contains(&"parse_url"));
/// ```
pub fn functions() -> &'static [Function] {
    FUNCTIONS
}

/// The function of SQL name `name`, or of that name without `url_`.
///
/// ```
/// use specurl_arrow::catalog::function;
/// assert_eq!(function("hostname").unwrap().name(), "url_hostname");
/// assert!(function("url_nope").is_none());
/// ```
pub fn function(name: &str) -> Option<&'static Function> {
    FUNCTIONS
        .iter()
        .find(|f| f.name == name || f.short_name() == name)
}
