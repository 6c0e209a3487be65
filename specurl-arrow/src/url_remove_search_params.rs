//! `url_remove_search_params(url, names)`: the URL without the query's
//! pairs of some names (ClickHouse's `cutURLParameter`), the other pairs
//! kept as they are written.

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::{SearchParams, Url};

use crate::strings::Arg;
use crate::{Result, Rows, Strings, StringsOut};

/// The names of `names`, written as a query's pairs are:
/// `application/x-www-form-urlencoded`, several separated by `&`, each
/// decoded as `URLSearchParams` decodes a name (so a name with `&`, `=`,
/// `+` or `%` is written percent-encoded); a pair's value is ignored.
///
/// ```
/// use specurl_arrow::url_remove_search_params::names_of;
/// assert_eq!(names_of("utm_source&utm_medium"), ["utm_source", "utm_medium"]);
/// assert_eq!(names_of("a%26b&c+d=ignored"), ["a&b", "c d"]);
/// assert!(names_of("").is_empty());
/// ```
pub fn names_of(names: &str) -> Vec<String> {
    SearchParams::parse(names)
        .into_vec()
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

/// `url` without the query's pairs whose decoded name is one of `names`;
/// `None` when none of them is there (the URL is then as it was). The
/// pairs kept, and the empty sequences between `&`s, are kept as written
/// and in order; a query left with nothing is removed with its `?`.
///
/// ```
/// use specurl::Url;
/// use specurl_arrow::url_remove_search_params::remove;
/// let url = Url::parse("https://h/?a=1&b=x%20y&a=2#f", None).unwrap();
/// let names = vec!["a".to_owned()];
/// assert_eq!(remove(&url, &names).unwrap().href(), "https://h/?b=x%20y#f");
/// let names = vec!["a".to_owned(), "b".to_owned()];
/// assert_eq!(remove(&url, &names).unwrap().href(), "https://h/#f");
/// assert!(remove(&url, &["c".to_owned()]).is_none());
/// ```
pub fn remove<S: AsRef<str>>(url: &Url<S>, names: &[String]) -> Option<Url> {
    let query = url.query()?;
    let removed = |pair: &str| {
        // The pair's name, decoded; an empty sequence has none.
        SearchParams::parse(pair)
            .iter()
            .next()
            .is_some_and(|(name, _)| names.iter().any(|n| n == name))
    };
    if !query.split('&').any(removed) {
        return None;
    }
    let kept: Vec<&str> = query.split('&').filter(|p| !removed(p)).collect();
    let mut out = Url::parse(url.href(), None).ok()?;
    // The search setter removes the one `?` it is given, and with nothing
    // after it, the query; it leaves what the query's percent-encode set
    // already encoded as it is.
    let search = if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    };
    out.set_search(&search).ok()?;
    Some(out)
}

/// The kernel of `url_remove_search_params(url, names)`: per row, the
/// URL's href after [`remove`] of the names [`names_of`] `names` (read
/// once for a constant); the href as it is when the query has none of
/// them; NULL where an argument is NULL or the URL does not parse. The
/// result has the string type of `url`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_remove_search_params::UrlRemoveSearchParams, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("http://bigmir.net/?a=b&c=d&e=f#g"), Some("https://H/x?utm_source=a&id=7&utm_medium=b"), Some("no URL"),
/// ]));
/// let args = [Input::Array(&urls), Input::Scalar(Some("a&utm_source&utm_medium"))];
/// let Evaluated::Array(out) = evaluate(&UrlRemoveSearchParams, &args, 3, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("http://bigmir.net/?c=d&e=f#g"), Some("https://h/x?id=7"), None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlRemoveSearchParams;

impl Rows for UrlRemoveSearchParams {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let Some(names) = args.get(1) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_remove_search_params takes two arguments: url, names".into(),
            ));
        };
        let constant = names.constant().map(|n| n.map(names_of));
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            let row_names;
            let names = match &constant {
                Some(Some(n)) => n,
                Some(None) => {
                    out.append_null();
                    continue;
                }
                None => match names.get(row) {
                    Some(n) => {
                        row_names = names_of(n);
                        &row_names
                    }
                    None => {
                        out.append_null();
                        continue;
                    }
                },
            };
            let Some(url) = main
                .get(row)
                .and_then(|u| Url::parse_borrowed(u, None).ok())
            else {
                out.append_null();
                continue;
            };
            match remove(&url, names) {
                Some(cut) => out.append(cut.href()),
                None => out.append_part(row, url.href(), url.href())?,
            }
        }
        Ok(out.finish())
    }
}
