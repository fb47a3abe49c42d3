// Two small compressed audio files for the contract's binary answers, whose encoders are too large
// to write here byte by byte as sample-media.ts does for WAV, MP3 and FLAC: a quarter second of a
// 440 Hz tone, encoded once by ffmpeg and kept as base64 (bitexact, no metadata):
//   ffmpeg -f lavfi -i sine=frequency=440:sample_rate=24000:duration=0.25 -ac 1 -c:a aac -b:a 24k -fflags +bitexact -flags:a +bitexact -f adts tone.aac
//   ffmpeg -f lavfi -i sine=frequency=440:sample_rate=48000:duration=0.25 -ac 1 -c:a libopus -b:a 16k -fflags +bitexact -flags:a +bitexact -map_metadata -1 tone.opus

/** AAC-LC in ADTS frames, 24 kHz mono. */
export const AAC_TONE =
  '//FYQBAf/AEuUyoMZEiEBaQKZvvn244kiEBAPGSCxTs9YbNYbNibNicdsNq2Xk9xq/8P1dS7rRaDJRqqy1qRfpGOatlLZSyUqlKrDHCbDHDGTGTGSaSaSaSa' +
  'SZ5nYGBgYGBgYGBgYGBjZsGBgZFLLLLLLLLLLLLLLLLLLLLWocD/8VhAFF/8ASyW2thtVpEOA205tN0HHZfWrvUv/h9y+L88T/6vudavzwA0Rsx7ZGKQ6WMo' +
  '8ZptMqIksDjoCE+SRnqrzE29s3tm9s91z1bLjYCJDmYy4xngmAiYkYa3QsK/O1M0I7+8AxHqiWUxJ5gbKYGBneaYGBruQSE6mBrt3RISDAwNdu2hISEobiJn' +
  'Etfzi7Ozs7OzthjW2GOGOEzs7cD/8VhAEF/8APzzLYySUIwEInL+wAcV7V1nGXZIhAIDn2eYKcsIZEmTJhkLtz78iRCS7YZDc8IJbqESiMJHHj4P2bi7Cv8m' +
  'R8MMJMHBmZmxYHd5HwcGZpmxYH9/fQf4+PhPv76B8fGQe/voGT4+A77wg/w2B7win4MFwEhUDCFwsgE3//FYQBH//ADqMyEWNimxVNPdvfjD41xBJRCRdJjK' +
  'AIqODf2kMCchOQmguGulkncbJd6+ypDw5wkhIchKy6y6y5brLVuMlhiPWr2281pVlJpIFiUbwO7OGs5aIk7F+vBJ10odpnkcDEOeyV+RXaRLy7CznwVoiV9h' +
  'BXIkSqzMqFlQdJ1ScizmBZVndJBgScD/8VhAEL/8AOgzKRY0Sclvlm69HxerCBES8SqqgVNY6NnsaUSUSUSUSUBrMnctk/dfl0j8Lqli4450HRPymb5Tsnyn' +
  'RK5pks1OaaaTjaDmTBHLFbxJx9ZRGzaeJl7tnq0nm3OnSTSR8GOdXv+Jke3ni77eMMoXEZtFSTVcuUJPdC70ZdpO//FYQBB//AEMMykWKFogS6MQpUyZX8H8' +
  '6uCAIAeFXQqtjwkjV8Rg61cMnbstx+wW3HN2uUZN4VncuWD59RU2/ceO2tNndcWPcTa+owxpktKI3ASWgi+wmIhNJ4tAJfMUgcjEhlcicLSiUlejULIyKTNH' +
  'ULVyM16Ofaq28JABAqFggBz/8VhAEb/8ATQzIWzSYIdCy/U3QONalySIiERA7Bc0L9TZTyUk3hIgKRgL+XQfNomb4doFiWZzokpiSkhmrWjC+JKYqa1Zq1ok' +
  'piRiFq1oc0doFi/3Nu7/k1z8ubdz5Wvo5zUc+Wfc5zNc8U+5zK1zo5tz2VqBzmW9lVucmXzxK3MmagRPQyZUCDrYRA4=';

/** Opus in an Ogg container, 48 kHz mono. */
export const OPUS_TONE =
  'T2dnUwACAAAAAAAAAAAAAAAAAAAAAAIotXIBE09wdXNIZWFkAQE4AYC7AAAAAABPZ2dTAAAAAAAAAAAAAAAAAAABAAAASZW+VAEuT3B1c1RhZ3MGAAAAZmZt' +
  'cGVnAQAAABQAAABlbmNvZGVyPUxhdmMgbGlib3B1c09nZ1MABBgwAAAAAAAAAAAAAAIAAADOfDnnDUU3Nj42NjQ1OTUwKi54ggG3bEck6gJGb/q2A4yBNNbo' +
  'XgHrG7Fe78l4GPIKsyFBzNGmn+GKm4ada4HqBJ7rQIorR1AoCdBGUwB0TbafesP0APl4oz/3rJiFA1wmCqv/QVoQRpVixLIX2ZkP+JCJ8hVCgGLXN5a2k+97' +
  'sUtPy4nkmHcVl+8OlOnleJujElFFAKzj1azM4dx5nCUDx5OG02DinKaeCN3kEb4zo13cn8SpY5tSla5N17LP5f0+lCmLeJujEbQcv1IojHgbFiDCe0ihlntd' +
  '5kXw6mzxNgEty8x9Iv0u6ur+AFW0x+SwxXHUCOTijav2mQIYEjVElQJ4m6NfdZz8STO/xUfvNcnG84r4YlEe99uL0ktoZVxFrGMq3iCdq8se7+BNGR9sIemU' +
  'qavw6YN4m6MXUV8mJS6mxBsR3+syJBq6Suzi1bj3cKaF+eL02HaEKPsr7xxaI0RDbqC7fnIgkssgUiN4m6NfdZz8Re9f2rpdYt27wuTXHMTOhPnLF2XTrpCB' +
  '2wSf9B6DDJAiOzsvO3KvNybtaUtFeJujElFFAKzjfRMQ3iVZ5xUNm68XDbikwkNQKdnBxQ2kHMto3W7o4bLya+X0guDC3+lKFMV4m6MSVs4f6hGN+xPXl7rX' +
  '+PiMvXjhvgFpTM8U4Ck/MF+y2SoxKSemYKcHL4VuzG9TsaFgXstqSaNIm6NfdZz8STOzRbmXHBR+t7TcOnZx9llSUDz+Twtot32lq2fKjSUi3a25RJ+3cF9z' +
  'ONMkFEibfmCSv7sD9U8Eizd8KO7/2OnBl/LrpCA7H7cAu9fv8BThtOB9RqrjXquvqeZmdEibKx91nPxJSjAj5IqeRCWuVXlMwaAiNYI6j/u9ZIsUE/6GK4TS' +
  'KOMAMkibzKXIdYkSA+bGNXd32kZYaFz6zm+WQzK+acsyJpH+zOvNyRTj2QTEtysvn2A=';
