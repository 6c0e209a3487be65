//! `url_search_param(url, name)` and `url_search_params(url)`: the
//! query's `application/x-www-form-urlencoded` pairs, decoded as
//! `URLSearchParams` decodes them.

use std::sync::Arc;

use arrow_array::builder::StringBuilder;
use arrow_array::{ArrayRef, ListArray, StructArray};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use specurl::Url;

use crate::strings::Arg;
use crate::{url_of_row, Result, Rows, Strings, StringsOut};

/// The kernel of `url_search_param(url, name)`: per row, the first value
/// of the parameter `name`, `url.search_params().get(name)`; NULL where
/// an argument is NULL, the URL does not parse (without a base), or it
/// has no such parameter. The result has the string type of `url`.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_search_param::UrlSearchParam, Input};
/// let args = [Input::Scalar(Some("https://example.com/?a=x+y&b=2")), Input::Scalar(Some("a"))];
/// let out = evaluate(&UrlSearchParam, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "x y");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSearchParam;

impl Rows for UrlSearchParam {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let Some(names) = args.get(1) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_search_param takes two arguments: url, name".into(),
            ));
        };
        let mut out = StringsOut::new(t, rows, None);
        for row in 0..rows {
            let value = match (main.get(row), names.get(row)) {
                (Some(url), Some(name)) => Url::parse(url, None)
                    .ok()
                    .and_then(|url| url.search_params().get(name).map(str::to_owned)),
                _ => None,
            };
            out.append_option(value.as_deref());
        }
        Ok(out.finish())
    }
}

fn pair() -> Fields {
    Fields::from(vec![
        Field::new("name", DataType::Utf8, false),
        Field::new("value", DataType::Utf8, false),
    ])
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(pair()), false))
}

/// The result type of `url_search_params`: `List<Struct{name, value}>`.
///
/// ```
/// let t = specurl_arrow::url_search_param::params_type();
/// assert!(t.to_string().starts_with("List(non-null Struct(\"name\""));
/// ```
pub fn params_type() -> DataType {
    DataType::List(item())
}

/// The kernel of `url_search_params(url [, base])`: per row, every
/// parameter of the query, in order, `url.search_params().iter()`; NULL
/// where an argument is NULL or the URL does not parse.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use specurl_arrow::url_search_param::{params_type, UrlSearchParams};
/// use specurl_arrow::{evaluate, Input};
/// let args = [Input::Scalar(Some("https://example.com/?a=1&b=x+y"))];
/// let out = evaluate(&UrlSearchParams, &args, 1, &params_type()).unwrap().into_array();
/// let pairs = out.as_list::<i32>().value(0);
/// let values: Vec<_> = pairs.as_struct().column(1).as_string::<i32>().iter().flatten().collect();
/// assert_eq!(values, ["1", "x y"]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSearchParams;

impl Rows for UrlSearchParams {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let (mut names, mut values) = (StringBuilder::new(), StringBuilder::new());
        let mut lengths = Vec::with_capacity(rows);
        let mut valid = Vec::with_capacity(rows);
        for row in 0..rows {
            match url_of_row(main, args, row) {
                Some(Some(url)) => {
                    let params = url.search_params();
                    for (name, value) in params.iter() {
                        names.append_value(name);
                        values.append_value(value);
                    }
                    lengths.push(params.len());
                    valid.push(true);
                }
                _ => {
                    lengths.push(0);
                    valid.push(false);
                }
            }
        }
        let pairs = StructArray::try_new(
            pair(),
            vec![Arc::new(names.finish()), Arc::new(values.finish())],
            None,
        )?;
        Ok(Arc::new(ListArray::try_new(
            item(),
            OffsetBuffer::from_lengths(lengths),
            Arc::new(pairs),
            Some(NullBuffer::from(valid)),
        )?))
    }
}
